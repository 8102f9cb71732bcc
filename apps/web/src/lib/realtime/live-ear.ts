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
