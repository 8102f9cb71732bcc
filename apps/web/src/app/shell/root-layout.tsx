import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../components/ui/page-loader';
import { NavigationProgress } from './navigation-progress';

// Live updates are for signed-in people only; visitors never download the socket client.
const RealtimeProvider = lazy(() =>
  import('./realtime-provider').then((m) => ({
    default: m.RealtimeProvider,
  })),
);
const SignedInEffects = lazy(() => import('./signed-in-effects'));

/**
 * Everything routed sits under this: navigation progress, scroll restoration and, for a
 * signed-in person, the realtime connection (it connects on sign-in, disconnects on sign-out).
 * The session is known before the pages render, so they mount once, inside the connection.
 */
export function RootLayout() {
  const me = useSession();
  // Wait for the first answer only: a later refetch (after a failure, the session query starts
  // over as pending) must not tear the pages down again.
  const [settled, setSettled] = useState(false);
  if (!settled && !me.isPending) setSettled(true);
  const content = (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
  if (!settled && me.isPending) return <PageLoader fullHeight />;
  if (!me.data) return content;
  return (
    <Suspense fallback={<PageLoader fullHeight />}>
      <SignedInEffects />
      <RealtimeProvider userId={me.data.id}>{content}</RealtimeProvider>
    </Suspense>
  );
}
