import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';

/*
 * The live-connection banner shows nothing until there is something to say, so it loads after
 * the first paint instead of with it.
 */
const Banner = lazy(() =>
  import('./connection/connection-banner').then((m) => ({
    default: m.ConnectionBanner,
  })),
);

// Beside the banner: the new-message toast (and the chat outbox sender), for signed-in people only.
const MessageToast = lazy(() => import('../../features/conversations/components/message-toast'));

export function ConnectionBannerSlot() {
  const signedIn = Boolean(useSession().data);
  return (
    <Suspense fallback={null}>
      <Banner />
      {signedIn && <MessageToast />}
    </Suspense>
  );
}
