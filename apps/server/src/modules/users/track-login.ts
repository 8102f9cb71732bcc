import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LOGIN_TRACKING } from '@nivaas/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';
import { lookupLocation } from './geo-ip';
import {
  claimActivity,
  recordCurrentAddress,
  recordCurrentLocation,
  recordSignIn,
  recordSignInLocation,
} from './users.repository';

export interface LoginTracker {
  /** After a session is created: records the sign-in (IP, location, times). Never throws. */
  signedIn(userId: string, ip: string): void;
  /** On an authenticated request: re-tracks at most once per 5 minutes per user. Never throws. */
  touch(userId: string, ip: string): void;
  /** Resolves when every pending tracking write has finished (tests, shutdown). */
  drain(): Promise<void>;
}

/** Beyond this many remembered users the instance forgets the stale ones (memory stays flat). */
const MAX_REMEMBERED = 10_000;

/**
 * Login tracking (spec sections 7 and 9) done by the server from the request itself. All work
 * runs after the caller has moved on: a slow or failing geo-IP service never slows or fails a
 * sign-in, and a failed write is logged, never thrown.
 */
export function createLoginTracker(deps: {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
}): LoginTracker {
  const { db, config, log } = deps;
  const windowMs = LOGIN_TRACKING.retrackWindowMs;
  const pending = new Set<Promise<void>>();
  // Saves a database round trip on most requests; the database condition stays the authority.
  const touchedAt = new Map<string, number>();

  const remember = (userId: string, at: number) => {
    if (touchedAt.size >= MAX_REMEMBERED) {
      for (const [id, t] of touchedAt) if (at - t >= windowMs) touchedAt.delete(id);
      if (touchedAt.size >= MAX_REMEMBERED) touchedAt.clear();
    }
    touchedAt.set(userId, at);
  };

  const run = (what: string, work: () => Promise<void>) => {
    const task: Promise<void> = work()
      .catch((err: unknown) => log.warn({ err }, `login tracking: ${what} not recorded`))
      .finally(() => pending.delete(task));
    pending.add(task);
  };

  const locate = async (ip: string) =>
    JSON.stringify(
      await lookupLocation(ip, {
        providers: config.geoipProviders,
        timeoutMs: config.geoipTimeoutMs,
        onProviderError: (provider, reason) =>
          log.warn({ provider, reason }, 'geo-ip provider gave no answer'),
      }),
    );

  return {
    signedIn(userId, ip) {
      const at = nowIso();
      remember(userId, Date.parse(at));
      run('sign-in', async () => {
        await recordSignIn(db, userId, ip, at);
        await recordSignInLocation(db, userId, at, await locate(ip));
      });
    },

    touch(userId, ip) {
      const now = Date.now();
      const last = touchedAt.get(userId);
      if (last !== undefined && now - last < windowMs) return;
      remember(userId, now);
      run('activity', async () => {
        const claimed = await claimActivity(
          db,
          userId,
          new Date(now - windowMs).toISOString(),
          new Date(now).toISOString(),
        );
        if (!claimed || claimed.previousIp === ip) return;
        await recordCurrentAddress(db, userId, ip);
        await recordCurrentLocation(db, userId, ip, await locate(ip));
      });
    },

    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
