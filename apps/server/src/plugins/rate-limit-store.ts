import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;
type RateWindowCommand = {
  nivaasRateWindow(key: string, windowMs: number): Promise<[number, number]>;
};

/** One fixed window per key: the first hit opens it, the next hits count inside it. */
const WINDOW_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/** Local windows kept at most; past it, expired ones go, then the oldest. */
const LOCAL_KEYS = 10_000;

/** Counting windows in this process (the fallback while Redis cannot answer). */
export class LocalWindows {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  count(key: string, windowMs: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > LOCAL_KEYS) this.prune(now);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= LOCAL_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Rate-limit counts in Redis, so a limit holds across instances. While Redis cannot answer
 * (down, restarting, unreachable), each instance counts on its own instead: a limit per instance
 * is weaker than a shared one, but refusing every sign-in and message until Redis is back, or
 * dropping the limits, would be worse. The switch each way is logged once.
 */
export function redisStoreWithLocalFallback(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  // Sent once; later calls go by its hash (EVALSHA), not with the script's text each time.
  if (!('nivaasRateWindow' in redis))
    redis.defineCommand('nivaasRateWindow', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
  const countWindow = (key: string, windowMs: number) =>
    (redis as unknown as RateWindowCommand).nivaasRateWindow(key, windowMs);
  const local = new LocalWindows();
  let degraded = false;
  const fallBack = (reason: string) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { reason },
      'rate limits: Redis unavailable, counting in this instance until it is back',
    );
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info('rate limits: counting in Redis again');
  };

  class Store implements FastifyRateLimitStore {
    // The plugin constructs the first store with its options; children are made by `child`.
    private prefix = namespace;

    withPrefix(prefix: string): Store {
      this.prefix = prefix;
      return this;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      // Not connected: answer now rather than queue behind reconnection attempts.
      if (redis.status !== 'ready') {
        fallBack(`connection ${redis.status}`);
        done(null, local.count(this.prefix + key, timeWindow));
        return;
      }
      countWindow(this.prefix + key, timeWindow).then(
        (reply) => {
          recovered();
          const [current, ttl] = reply;
          done(null, { current, ttl });
        },
        (err: Error) => {
          fallBack(err.message);
          done(null, local.count(this.prefix + key, timeWindow));
        },
      );
    }

    /** A store per limiter; per-route limits (config.rateLimit) get the route in their keys. */
    child(options: unknown): FastifyRateLimitStore {
      // The plugin passes the limiter's settings with `routeInfo`, not what its types say.
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new Store().withPrefix(
        route?.method ? `${this.prefix}${route.method}${route.url ?? ''}-` : this.prefix,
      );
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Counts in this process, for one instance without Redis. The plugin's own memory store hands
 * every request the same mutable count, so requests arriving at once all read the last one and
 * a burst refused even its first, allowed requests (a burst of 100 code requests: 0 of the
 * allowed 5 went through); each request here gets its own count.
 */
export function localStore(): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  class Store implements FastifyRateLimitStore {
    private prefix = '';

    withPrefix(prefix: string): Store {
      this.prefix = prefix;
      return this;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      done(null, local.count(this.prefix + key, timeWindow));
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new Store().withPrefix(
        route?.method ? `${this.prefix}${route.method}${route.url ?? ''}-` : this.prefix,
      );
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
