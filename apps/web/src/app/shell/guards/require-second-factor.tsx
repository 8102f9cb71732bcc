import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasSecondFactor, useSession } from '../../../lib/session';
import { PageLoader } from '../../../components/ui/page-loader';

/**
 * The admin area past its security page: an admin without a second factor is sent to set one
 * up first (the server refuses every admin route without it anyway).
 */
export function RequireSecondFactor({ children }: { children: ReactNode }) {
  const me = useSession();
  if (me.isPending) return <PageLoader />;
  if (!hasSecondFactor(me.data)) return <Navigate to="/admin/security" replace />;
  return children;
}
