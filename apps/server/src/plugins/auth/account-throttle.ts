import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LruMap } from '../../lib/lru-map';

export interface AccountThrottleSettings {
  /** Wrong passwords an account takes before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  /** The delay never grows past this. */
  maxDelayMs: number;
  /** Failures are forgotten after this long without another one (or at a success). */
  windowMs: number;
}

export interface FailureCount {
  /** Failures in the window, this one included. */
  failures: number;
  /** How long the account is now closed to attempts; 0 while failures are still free. */
  delayMs: number;
}

export interface AccountThrottle {
  /** Ms until the account takes another attempt; 0 when it takes one now. */
  waitFor(account: string): Promise<number>;
  failed(account: string): Promise<FailureCount>;
  succeeded(account: string): Promise<void>;
}

/** The delay after `failures` wrong passwords: none while free, then doubling to the cap. */
export function delayAfter(failures: number, s: AccountThrottleSettings): number {
  if (failures < s.freeFailures) return 0;
  return Math.min(s.maxDelayMs, s.baseDelayMs * 2 ** Math.min(failures - s.freeFailures, 30));
}

/** Keys name a hash of the address, so Redis holds no email addresses. */
const keyOf = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 32);

/** Counts a failure and closes the account for the delay, atomically. */
const FAILED_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local free = tonumber(ARGV[2])
local delay = 0
if n >= free then
  delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(n - free, 30))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return {n, math.floor(delay)}`;

type FailedCommand = {
  nivaasAccountFailed(
    counter: string,
    lock: string,
    windowMs: number,
    free: number,
    baseMs: number,
    maxMs: number,
  ): Promise<[number, number]>;
};

/** Accounts tracked in this process at most (the fallback while Redis cannot answer). */
const LOCAL_ACCOUNTS = 10_000;

class LocalCounts {
  private readonly accounts = new LruMap<
    string,
    { failures: number; forgetAt: number; closedUntil: number }
  >(LOCAL_ACCOUNTS);

  constructor(private readonly s: AccountThrottleSettings) {}

  waitFor(key: string, now = Date.now()): number {
    const entry = this.accounts.get(key);
    return entry ? Math.max(0, entry.closedUntil - now) : 0;
  }

  failed(key: string, now = Date.now()): FailureCount {
    const entry = this.accounts.get(key);
    const failures = entry && entry.forgetAt > now ? entry.failures + 1 : 1;
    const delayMs = delayAfter(failures, this.s);
    this.accounts.set(key, {
      failures,
      forgetAt: now + this.s.windowMs,
      closedUntil: delayMs ? now + delayMs : 0,
    });
    return { failures, delayMs };
  }

  succeeded(key: string): void {
    this.accounts.set(key, { failures: 0, forgetAt: 0, closedUntil: 0 });
  }
}

/**
 * Wrong passwords per account (on top of the per-address limit in plugins/rate-limit.ts), so
 * many addresses trying one account get slower and slower: after `freeFailures` each failure
 * closes the account to attempts for a delay that doubles up to `maxDelayMs`. Counts live in
 * Redis when there is one, so every instance sees them; while Redis cannot answer each instance
 * counts on its own, as the rate limits do.
 */
export function createAccountThrottle(opts: {
  redis: Redis | null;
  namespace: string;
  settings: AccountThrottleSettings;
  log: FastifyBaseLogger;
}): AccountThrottle {
  const { redis, namespace, settings: s, log } = opts;
  const local = new LocalCounts(s);
  if (redis && !('nivaasAccountFailed' in redis))
    redis.defineCommand('nivaasAccountFailed', { numberOfKeys: 2, lua: FAILED_SCRIPT });
  const counter = (key: string) => `${namespace}fail:${key}`;
  const lock = (key: string) => `${namespace}lock:${key}`;
  const usable = () => redis !== null && redis.status === 'ready';
  const fallBack = (err: Error) =>
    log.warn({ err: err.message }, 'sign-in throttle: Redis failed, counting in this instance');

  return {
    async waitFor(account) {
      const key = keyOf(account);
      if (!usable()) return local.waitFor(key);
      try {
        return Math.max(0, await redis!.pttl(lock(key)));
      } catch (err) {
        fallBack(err as Error);
        return local.waitFor(key);
      }
    },
    async failed(account) {
      const key = keyOf(account);
      if (!usable()) return local.failed(key);
      try {
        const [failures, delayMs] = await (redis as unknown as FailedCommand).nivaasAccountFailed(
          counter(key),
          lock(key),
          s.windowMs,
          s.freeFailures,
          s.baseDelayMs,
          s.maxDelayMs,
        );
        return { failures, delayMs };
      } catch (err) {
        fallBack(err as Error);
        return local.failed(key);
      }
    },
    async succeeded(account) {
      const key = keyOf(account);
      local.succeeded(key);
      if (!usable()) return;
      await redis!.del(counter(key), lock(key)).catch(fallBack);
    },
  };
}
