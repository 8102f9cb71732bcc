import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../db/dialect';

/** The session row behind a request, joined to its user; null when it has gone meanwhile. */
export async function findSessionSummary(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ email: string; expiresAt: string } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.email', 'sessions.expiresAt'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row ? { email: row.email, expiresAt: toIso(row.expiresAt) } : null;
}
