import { lazy, Suspense } from 'react';
import { AppHeader } from './header/app-header';
import { PageMain } from './page-main';
import { ConnectionBannerSlot } from './connection-banner-slot';
import { SkipLink } from './skip-link';
import classes from './layout.module.css';

// The footer sits below the fold: it can arrive a moment after the page.
const AppFooter = lazy(() => import('./app-footer').then((m) => ({ default: m.AppFooter })));

/** Header, connection banner, the page, footer: the frame of most screens. */
export function MainLayout() {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <AppHeader />
      <ConnectionBannerSlot />
      <PageMain />
      <Suspense fallback={null}>
        <AppFooter />
      </Suspense>
    </div>
  );
}
