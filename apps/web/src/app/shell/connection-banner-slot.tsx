import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { ClientOnly } from '../../components/ui/client-only';

/*
 * The live-connection banner and the "new version" notice show nothing until there is something
 * to say, so they load after the first paint instead of with it.
 */
const Banner = lazy(() =>
  import('./connection/shell-notices').then((m) => ({
    default: m.ShellNotices,
  })),
);

// Beside the banner: the new-message toast (and the chat outbox sender), for signed-in people only.
const MessageToast = lazy(() => import('../../features/conversations/components/message-toast'));

export function ConnectionBannerSlot() {
  const signedIn = Boolean(useSession().data);
  // They speak of this browser (its connection, its app version): never on the server's screen.
  return (
    <ClientOnly fallback={null}>
      <Suspense fallback={null}>
        <Banner />
        {signedIn && <MessageToast />}
      </Suspense>
    </ClientOnly>
  );
}
