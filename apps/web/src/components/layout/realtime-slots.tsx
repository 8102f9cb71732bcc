import { lazy, Suspense } from 'react';

/*
 * The live-connection indicator and banner show nothing until there is something to say, so
 * they load after the first paint instead of with it.
 */
const Indicator = lazy(() =>
  import('../../features/realtime/connection-indicator').then((m) => ({
    default: m.ConnectionIndicator,
  })),
);
const Banner = lazy(() =>
  import('../../features/realtime/connection-banner').then((m) => ({
    default: m.ConnectionBanner,
  })),
);

export function ConnectionIndicatorSlot() {
  return (
    <Suspense fallback={null}>
      <Indicator />
    </Suspense>
  );
}

export function ConnectionBannerSlot() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
