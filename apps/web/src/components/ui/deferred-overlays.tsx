import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * Toasts and modals are hosted here, outside the first bundle: a page can call
 * `notifications.show()` or `modals.openConfirmModal()` from anywhere (both talk to their
 * hosts through a store and window events), and the hosts arrive once the page is idle.
 * `useModals()` has no provider above it; use the `modals` API instead.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })),
);

/** How long to wait for the browser to be idle before loading the hosts anyway. */
const IDLE_TIMEOUT_MS = 2000;

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(done, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function DeferredOverlays() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
      <ModalsProvider>{null}</ModalsProvider>
    </Suspense>
  );
}
