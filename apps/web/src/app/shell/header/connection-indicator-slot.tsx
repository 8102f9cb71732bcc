import { lazy, Suspense } from 'react';

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
  return (
    <Suspense fallback={null}>
      <Indicator />
    </Suspense>
  );
}
