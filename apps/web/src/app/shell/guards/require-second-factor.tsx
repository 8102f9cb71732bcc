import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../components/ui/page-loader';

/** /api/me says whether the account has an authenticator app set up. */
export const hasSecondFactor = (user: unknown): boolean =>
  typeof user === 'object' &&
  user !== null &&
  'twoFactorEnabled' in user &&
  user.twoFactorEnabled === true;

/**
 * The admin area past its security page: an admin without a second factor is sent to set one
 * up first (the server refuses every admin route without it anyway).
 */
export function RequireSecondFactor() {
  const me = useSession();
  if (me.isPending) return <PageLoader />;
  if (!hasSecondFactor(me.data)) return <Navigate to="/admin/security" replace />;
  return <Outlet />;
}
