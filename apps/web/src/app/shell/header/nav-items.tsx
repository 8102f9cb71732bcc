import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { HeaderItem } from './header-model';
import classes from './header.module.css';

// The bell's popover is only needed by signed-in seekers: keep it off the home page's bundle.
const NotificationBell = lazy(() => import('./notification-bell'));
const MessagesBadge = lazy(() => import('./messages-badge'));

// The bell's size (44 px, notification-bell.tsx), so the links do not move when it arrives.
const BellPlaceholder = () => (
  <span style={{ display: 'inline-block', width: 44, height: 44 }} aria-hidden />
);

/** The header's links in the spec's order: a row in the bar, a column in the mobile menu. */
export function NavItems({ items, variant }: { items: HeaderItem[]; variant: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  return items.map((item) => {
    if (item.kind === 'bell') {
      return variant === 'bar' ? (
        <Suspense key="bell" fallback={<BellPlaceholder />}>
          <NotificationBell />
        </Suspense>
      ) : (
        <NavLink key="bell" to="/notifications" className={classes.link}>
          {t('notifications.label')}
        </NavLink>
      );
    }
    return (
      <NavLink key={item.key} to={item.to} end={item.end ?? false} className={classes.link}>
        {t(`nav.${item.key}`)}
        {item.key === 'messages' && (
          <Suspense fallback={null}>
            <MessagesBadge />
          </Suspense>
        )}
      </NavLink>
    );
  });
}
