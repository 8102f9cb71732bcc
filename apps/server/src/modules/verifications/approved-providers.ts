import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as verifications from './verifications.repository';

/** Which of these providers an admin verified (for provider pages and service cards). */
export const approvedProviders = (
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Set<string>> => verifications.approvedProviders(db, ids);
