import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';

/*
 * The live-connection indicator and banner show nothing until there is something to say, so
 * they load after the first paint instead of with it.
 */
const Indicator = lazy(() =>
  import('./connection/connection-indicator').then((m) => ({
    default: m.ConnectionIndicator,
  })),
);
const Banner = lazy(() =>
  import('./connection/connection-banner').then((m) => ({
    default: m.ConnectionBanner,
  })),
);

// New-message toast (and the chat outbox sender), for signed-in people only.
const MessageToast = lazy(() => import('../../features/conversations/components/message-toast'));

export function ConnectionIndicatorSlot() {
  return (
    <Suspense fallback={null}>
      <Indicator />
    </Suspense>
  );
}

export function ConnectionBannerSlot() {
  const signedIn = Boolean(useSession().data);
  return (
    <Suspense fallback={null}>
      <Banner />
      {signedIn && <MessageToast />}
    </Suspense>
  );
}
