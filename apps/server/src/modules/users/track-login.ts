import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';

export interface LoginTracker {
  /** After a session is created: records the sign-in (IP, location, times). Never throws. */
  signedIn(userId: string, ip: string): void;
  /** On an authenticated request: re-tracks at most once per 5 minutes per user. Never throws. */
  touch(userId: string, ip: string): void;
  /** Resolves when every pending tracking write has finished (tests, shutdown). */
  drain(): Promise<void>;
}

// Placeholder until login tracking lands: keeps the interface so the app can be built.
export function createLoginTracker(_deps: { db: Kysely<Database>; config: Config; log: FastifyBaseLogger }): LoginTracker {
  return { signedIn() {}, touch() {}, drain: async () => {} };
}
