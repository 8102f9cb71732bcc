import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * Whether the page is live in the browser. Outside a LiveProvider: true in the browser, false
 * on the server.
 */
const LiveContext = createContext(typeof window !== 'undefined');

/**
 * The app's one switch from "the screen the server drew" to "live". When the browser takes a
 * drawn screen over (`takingOver`), every part first draws what the server drew; once the
 * frame has been taken over, the switch flips in a transition, so the parts that change (the
 * map, the stored choices, the forms' readiness) render in short tasks and never force the
 * rest of the page to be taken over in one long one. On the server it never flips; in a
 * browser that draws the page itself it starts live.
 */
export function LiveProvider({
  takingOver,
  children,
}: {
  takingOver: boolean;
  children: ReactNode;
}) {
  const [live, setLive] = useState(!takingOver && typeof window !== 'undefined');
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
    // Once, after the frame is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/**
 * True in the browser once the page is live, false while the server renders the first screen
 * and while the browser takes over that screen (hydration), so both draw the same thing first.
 */
export const useIsClient = (): boolean => useContext(LiveContext);

/**
 * Parts that need the browser itself (a map, the device's settings): the server's first screen
 * shows `fallback` in their place, and the browser swaps them in once the page is live.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useIsClient() ? children : fallback;
}

/**
 * State that starts from something only the browser holds (its storage): `read()` when the
 * page is live; on a screen the server drew, `drawn` first (what the server drew) and `read()`
 * once the page is live, so the two first drawings agree.
 */
export function useStateFromBrowser<T>(read: () => T, drawn: T) {
  const live = useIsClient();
  const state = useState<T>(() => (live ? read() : drawn));
  const set = state[1];
  const fromDrawn = useRef(!live);
  useEffect(() => {
    if (!live || !fromDrawn.current) return;
    fromDrawn.current = false;
    startTransition(() => set(read()));
    // When the page goes live, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
  return state;
}
