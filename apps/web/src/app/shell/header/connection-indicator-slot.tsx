import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../components/ui/client-only';

/*
 * The live-connection indicator shows nothing until there is something to say, so it loads
 * after the first paint instead of with it.
 */
const Indicator = lazy(() =>
  import('../connection/connection-indicator').then((m) => ({
    default: m.ConnectionIndicator,
  })),
);

export function ConnectionIndicatorSlot() {
  // The state of this browser's connection: never on the server's first screen.
  return (
    <ClientOnly fallback={null}>
      <Suspense fallback={null}>
        <Indicator />
      </Suspense>
    </ClientOnly>
  );
}
