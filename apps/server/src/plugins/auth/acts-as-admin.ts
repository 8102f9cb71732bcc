import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toBool } from '../../db/dialect';
import type { RequestAuth } from './auth.plugin';

/** What the rule reads of a session: its person's role and its second factor. */
export type AdminCandidate = Pick<RequestAuth, 'role' | 'secondFactor'>;

/**
 * The one rule for admin powers anywhere in Nivaas: an admin whose session passed the second
 * factor. A password alone must not open what the admin area guards (a stolen password would),
 * so an admin signed in without it is a plain member everywhere until they verify.
 */
export const actsAsAdmin = (caller: AdminCandidate | null | undefined): boolean =>
  caller?.role === 'admin' && caller.secondFactor.passed;

/**
 * `actsAsAdmin` for a session known only by its id (a socket's): read as `readSession` reads it.
 */
export async function sessionActsAsAdmin(
  db: Kysely<Database>,
  session: { userId: string; sessionId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.userType', 'users.twoFactorEnabled', 'sessions.secondFactorPassed'])
    .where('sessions.id', '=', session.sessionId)
    .where('sessions.userId', '=', session.userId)
    .executeTakeFirst();
  if (!row || row.userType !== 'admin') return false;
  const enabled = toBool(row.twoFactorEnabled);
  return actsAsAdmin({
    role: 'admin',
    secondFactor: { enabled, passed: enabled && toBool(row.secondFactorPassed) },
  });
}
