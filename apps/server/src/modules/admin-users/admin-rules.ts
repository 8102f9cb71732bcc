import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countActiveAdmins, findUser, type UserRow } from './admin-users.repository';

/**
 * The rules of acting on an account: it exists; an admin never suspends or demotes themself;
 * nobody suspends or demotes the last admin who can act (checked in the change's transaction).
 * `actorId` null: the command line, which may act on anyone but the last admin.
 */
export async function loadActionable(
  trx: Kysely<Database>,
  actorId: string | null,
  userId: string,
  takesAwayAdmin: boolean,
): Promise<UserRow> {
  const user = await findUser(trx, userId);
  if (!user) throw new AppError('admin.user-not-found');
  if (takesAwayAdmin && actorId === userId) throw new AppError('admin.not-yourself');
  if (takesAwayAdmin && user.userType === 'admin' && !user.suspendedAt) {
    if ((await countActiveAdmins(trx)) <= 1) throw new AppError('admin.last-admin');
  }
  return user;
}
