import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsClient } from '../../components/ui/client-only';
import { PageLoader } from '../../components/ui/page-loader';
import { MAIN_ID } from './skip-link';
import classes from './layout.module.css';

/**
 * The page area. After a client-side navigation focus moves to it, so screen readers start
 * at the new page instead of staying on the link that was clicked.
 */
export function PageMain() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <main id={MAIN_ID} ref={ref} tabIndex={-1} className={classes.main}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <LiveMark />
      </Suspense>
    </main>
  );
}

/**
 * `<html data-live>` once the app has the page: after the page's own first render in the
 * browser, or after it took over the screen the server drew. Until then a drawn page's
 * buttons and forms wait (see ClientOnly); the browser tests wait for it after each load.
 */
function LiveMark() {
  const live = useIsClient();
  useEffect(() => {
    if (live) document.documentElement.dataset.live = '';
  }, [live]);
  return null;
}
