import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * True in the browser once the page is live, false while the server renders the first screen
 * and while the browser takes over that screen (hydration), so both draw the same thing first.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * Parts that need the browser itself (a map, the device's settings): the server's first screen
 * shows `fallback` in their place, and the browser swaps them in right after it takes over.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useIsClient() ? children : fallback;
}

/**
 * State that starts from something only the browser holds (its storage): `read()` when the
 * page is live; on a screen the server drew, `drawn` first (what the server drew) and `read()`
 * right after the browser takes it over, so the two first drawings agree.
 */
export function useStateFromBrowser<T>(read: () => T, drawn: T) {
  const isClient = useIsClient();
  const state = useState<T>(() => (isClient ? read() : drawn));
  const set = state[1];
  useEffect(() => {
    if (!isClient) set(read());
    // Once, after the server's screen is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
