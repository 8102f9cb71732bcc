import { CONNECTIVITY, RETRY } from '../constants';

/**
 * Delay before retry `attempt` (0-based): base doubled each attempt, capped, with up to
 * `jitter` (a fraction) added. `random` is injectable so tests are exact.
 */
export function backoffDelay(
  attempt: number,
  opts: { baseMs?: number; maxMs?: number; jitter?: number; random?: () => number } = {},
): number {
  const base = opts.baseMs ?? RETRY.baseDelayMs;
  const max = opts.maxMs ?? RETRY.maxDelayMs;
  const jitter = opts.jitter ?? RETRY.jitter;
  const random = opts.random ?? Math.random;
  const raw = Math.min(base * 2 ** Math.max(0, attempt), max);
  return Math.min(Math.round(raw * (1 + jitter * random())), max);
}

/** Reconnect schedule of the realtime client: 1 s doubling, 5 attempts, no jitter. */
export const reconnectDelays = (): number[] =>
  Array.from({ length: CONNECTIVITY.maxAttempts }, (_, i) =>
    backoffDelay(i, { baseMs: CONNECTIVITY.backoffBaseMs, maxMs: 60_000, jitter: 0 }),
  );
