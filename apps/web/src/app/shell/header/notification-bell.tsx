import { NotificationBell as Bell } from '../../../features/notifications/components/notification-bell';
import { useSession } from '../../../lib/session';

/**
 * The notification bell (spec section 2), for everyone signed in. Loaded lazily by the header,
 * so its menu, queries and texts stay out of the home page's first bundle.
 */
export default function NotificationBell() {
  const { data: user } = useSession();
  if (!user) return null;
  return <Bell />;
}
