import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as threads from './application-threads.repository';

/**
 * What roommate requests (and the demo seed) need of conversations: the direct thread between
 * two people, opened (or kept) `at` an acceptance, and whether either blocked the other.
 */
export const openDirectThread = (
  db: Kysely<Database>,
  a: string,
  b: string,
  at: string,
): Promise<string> => threads.openDirectThread(db, a, b, at);

export const isBlockedBetween = (db: Kysely<Database>, a: string, b: string): Promise<boolean> =>
  threads.isBlockedBetween(db, a, b);
