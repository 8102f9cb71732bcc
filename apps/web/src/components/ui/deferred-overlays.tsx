import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';

/*
 * Toasts and modals are hosted here, outside the first bundle: a page can call
 * `notifications.show()` or `modals.openConfirmModal()` from anywhere (both talk to their
 * hosts through a store and window events). Each host is put on the page when it is first
 * needed: mounting both at start cost a phone about 300 ms of blocked main thread (their
 * portals and transitions render synchronously), for hosts most visits never use. Their code is
 * fetched once the page is idle, so the first toast or dialog does not wait for the network.
 * `useModals()` has no provider above it; use the `modals` API instead.
 */
const loadNotifications = () => import('@mantine/notifications');
const loadModals = () => import('@mantine/modals');
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));
const ModalsProvider = lazy(() => loadModals().then((m) => ({ default: m.ModalsProvider })));

/** The window events `modals.*` sends (Mantine's createUseExternalEvents('mantine-modals')). */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/** How long to wait for the browser to be idle before fetching the hosts' code anyway. */
const IDLE_TIMEOUT_MS = 2000;

function useFetchWhenIdle() {
  useEffect(() => {
    // The toasts' code is already on its way (useToastsWanted imports it at mount).
    const fetchCode = () => void loadModals().catch(() => {});
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fetchCode, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchCode, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * True from the first `modals.*` call on. The calls made before the host is listening are kept
 * in `heldRef`, and sent again once it is (see Resend).
 */
function useModalsWanted(
  heldRef: RefObject<CustomEvent[]>,
  hostedRef: RefObject<boolean>,
): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const hold = (event: Event) => {
      if (hostedRef.current) return;
      heldRef.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
  }, [heldRef, hostedRef]);
  return wanted;
}

/** Inside the modals host: once it listens (its listeners are set before this effect runs). */
function Resend({
  heldRef,
  hostedRef,
}: {
  heldRef: RefObject<CustomEvent[]>;
  hostedRef: RefObject<boolean>;
}) {
  useEffect(() => {
    hostedRef.current = true;
    for (const event of heldRef.current.splice(0))
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [heldRef, hostedRef]);
  return null;
}

/**
 * True from the first toast on (the host then stays, so toasts can leave with their animation).
 * The toasts' store is read through a dynamic import: a static one would bring the whole
 * notifications package, host included, into the first bundle.
 */
function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    void loadNotifications().then(({ notificationsStore: store }) => {
      if (stopped) return;
      const check = () => {
        const { notifications, queue } = store.getState();
        if (notifications.length + queue.length > 0) setWanted(true);
      };
      stop = store.subscribe(check);
      check();
    }, Boolean);
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return wanted;
}

export function DeferredOverlays() {
  useFetchWhenIdle();
  const held = useRef<CustomEvent[]>([]);
  const hosted = useRef(false);
  const modalsWanted = useModalsWanted(held, hosted);
  const toastsWanted = useToastsWanted();
  return (
    <Suspense fallback={null}>
      {toastsWanted && <Notifications position="bottom-right" />}
      {modalsWanted && (
        <ModalsProvider>
          <Resend heldRef={held} hostedRef={hosted} />
        </ModalsProvider>
      )}
    </Suspense>
  );
}
