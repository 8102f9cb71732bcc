import { lazy, Suspense, useId, useRef, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { ConnectionIndicatorSlot } from './connection-indicator-slot';
import { headerModel } from './header-model';
import { LanguageSwitch } from './language-switch';
import MobileMenu from './mobile-menu';
import { NavItems } from './nav-items';
import { SignedOutActions } from './signed-out-actions';
import { useNavWraps } from './use-nav-wraps';
import { useScrolled } from './use-scrolled';
import classes from './header.module.css';

// Signed-in controls load on demand; signed-out visitors never need them.
const AccountActions = lazy(() => import('./account-actions'));
const NotificationBell = lazy(() => import('./notification-bell'));

/** The site header of spec section 2: brand, role links, account, language and the mobile menu. */
export function AppHeader() {
  const { t, i18n } = useTranslation();
  const { data: user } = useSession();
  const model = headerModel(user?.userType ?? null);
  const innerRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // Links too long for the bar (a long translation) take a row of their own under it.
  const navWraps = useNavWraps(
    innerRef,
    navRef,
    `${i18n.language} ${model.items.map((item) => item.kind).join()} ${user?.firstName ?? ''}`,
  );
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const menuId = useId();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;

  return (
    <>
      <header
        className={classes.header}
        data-scrolled={scrolled || undefined}
        data-nav-wraps={navWraps || undefined}
      >
        <div className={classes.inner} ref={innerRef}>
          <Link to={model.brandTo} className={classes.brand}>
            <img src="/favicon.svg" alt="" width={30} height={30} />
            {t('brand')}
          </Link>
          <nav
            ref={navRef}
            aria-label={t('nav.label')}
            className={`${classes.nav} ${classes.desktopOnly}`}
          >
            <NavItems items={model.items} variant="bar" />
          </nav>
          <div className={classes.actions}>
            <ConnectionIndicatorSlot />
            {/* Signed in, the language sits in the account menu (the drawer on phones). */}
            {!user && <LanguageSwitch />}
            <div className={`${classes.actions} ${classes.desktopOnly}`}>
              {user && model.profileTo ? (
                <Suspense fallback={null}>
                  <AccountActions user={user} profileTo={model.profileTo} />
                </Suspense>
              ) : (
                <SignedOutActions />
              )}
            </div>
            {/* On phones the bell stays in the bar, beside the menu, so the unread count shows. */}
            {model.items.some((item) => item.kind === 'bell') && (
              <div className={classes.mobileOnly}>
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              </div>
            )}
            <button
              type="button"
              className={`${classes.burger} ${classes.mobileOnly}`}
              data-opened={menuOpen || undefined}
              onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-haspopup="dialog"
            >
              <span aria-hidden />
            </button>
          </div>
        </div>
      </header>
      {/* Beside the header, not in it: its links are not the bar's. */}
      <MobileMenu
        id={menuId}
        opened={menuOpen}
        onClose={() => setMenuOpenedAt(null)}
        onFoundOpen={() => setMenuOpenedAt(location.key)}
        model={model}
        user={user ?? null}
      />
    </>
  );
}
