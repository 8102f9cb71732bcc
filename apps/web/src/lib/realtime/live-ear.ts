/**
 * The start script's WebSocket that listens for a signed-in person's events while their drawn
 * page waits for the app (start-after-paint-plugin.ts, decision 085).
 */
interface LiveEar {
  /** Closes it; true when it heard anything (or dropped) since the page was drawn. */
  handOver(): boolean;
}

/**
 * Called once the app's own connection is up: the start script's ear is closed, and the answer
 * says whether the data the page came with may be out of date (then every query is read again).
 * Without an ear (a page the browser drew, or a later connection) there is nothing to hand over.
 */
export function handOverLiveEar(): boolean {
  const holder = globalThis as { __nivaasLive?: LiveEar };
  const ear = holder.__nivaasLive;
  if (!ear) return false;
  delete holder.__nivaasLive;
  return ear.handOver();
}

/**
 * Runs `fn` once the app has the whole page: `<html data-live>` (set once the page's own part is
 * hydrated, app/shell/page-main.tsx), then an idle moment, for the parts that hydrate after it.
 * Data read again before a part is hydrated would make it draw something other than the HTML the
 * server sent (React's hydration error 418), so the page's data is read again only then.
 */
export function whenPageLive(fn: () => void, idleTimeoutMs = 3000): void {
  const root = document.documentElement;
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? void requestIdleCallback(() => fn(), { timeout: idleTimeoutMs })
      : void setTimeout(fn, 500);
  if (root.hasAttribute('data-live')) return idle();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-live')) return;
    observer.disconnect();
    idle();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-live'] });
}
