import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as users from './users.repository';

/** Which of these people have a verified phone number. */
export const phoneVerifiedAmong = (
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Set<string>> => users.phoneVerifiedAmong(db, userIds);
