import { NotificationBell as Bell } from '../../../features/notifications/components/notification-bell';
import { useSession } from '../../../lib/session';

/**
 * The notification bell (spec section 2). Loaded lazily by the header, so its menu, queries and
 * texts stay out of the home page's first bundle. Only seekers get property notifications and
 * see the bell (spec section 6).
 */
export default function NotificationBell() {
  const { data: user } = useSession();
  if (user?.userType !== 'tenant') return null;
  return <Bell />;
}
