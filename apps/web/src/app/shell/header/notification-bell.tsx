import { NotificationBell as Bell } from '../../../features/notifications/components/notification-bell';
import { useSession } from '../../../lib/session';

/**
 * The notification bell (spec section 2). Loaded lazily by the header, so its menu, queries and
 * texts stay out of the home page's first bundle. Seekers get property notifications (spec
 * section 6); owners are told of applications, stay requests and rent notices.
 */
export default function NotificationBell() {
  const { data: user } = useSession();
  if (user?.userType !== 'tenant' && user?.userType !== 'owner') return null;
  return <Bell />;
}
