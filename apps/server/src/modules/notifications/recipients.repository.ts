import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Where a notification's email goes: the recipient's address and first name. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  /** What they read: en, hi, ta or te (decision 066). */
  language: string;
}

export async function recipientsOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'language'])
    .where('id', 'in', [...new Set(userIds)])
    // A deleted account has no address to write to (decision 041).
    .where('deletedAt', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
