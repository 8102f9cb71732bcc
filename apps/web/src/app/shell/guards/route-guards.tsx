import { lazy } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { Role } from '@nivaas/shared';
import { useSession } from '../../../lib/session';
import { afterSignInPath, fromState } from '../../../features/auth/lib/after-sign-in';
import { PageLoader } from '../../../components/ui/page-loader';
import { decideAccess, type AccessRule } from './access-decision';

// Only visitors who are not signed in ever see the gate; it loads when needed.
const AuthGatePage = lazy(() =>
  import('./auth-gate-page').then((m) => ({ default: m.AuthGatePage })),
);

/** Renders a route's children, a spinner, the gate or a redirect, as `decideAccess` says. */
function AccessGuard({ rule }: { rule: AccessRule }) {
  const me = useSession();
  const location = useLocation();
  const decision = decideAccess({ user: me.data, error: me.error }, rule, location);
  switch (decision.kind) {
    case 'loading':
      return <PageLoader />;
    case 'error':
      // The route's error element shows the Connection Notice with Try Again.
      throw decision.error;
    case 'gate':
      return <AuthGatePage />;
    case 'redirect':
      return (
        <Navigate to={decision.to} replace state={decision.remember ? { from: location } : null} />
      );
    default:
      return <Outlet />;
  }
}

const SIGNED_IN: AccessRule = { kind: 'signed-in' };
const GATE: AccessRule = { kind: 'gate' };

/** Any signed-in person; others go to /login and come back after signing in. */
export function RequireAuth() {
  return <AccessGuard rule={SIGNED_IN} />;
}

/** Any signed-in person; others see "You're Almost In!" with the sign-in choices. */
export function AuthGate() {
  return <AccessGuard rule={GATE} />;
}

/** Only these roles; anyone else signed in is taken to their own home. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  return <AccessGuard rule={{ kind: 'role', roles }} />;
}

/** Login and register: someone already signed in goes where they were headed, or home. */
export function GuestOnly() {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = params.get('from') ?? fromState(location.state);
  return <AccessGuard rule={{ kind: 'guest', next: (role) => afterSignInPath(from, role) }} />;
}
