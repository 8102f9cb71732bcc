import { splitName } from '../../plugins/auth/role-on-create';
import type { Deps } from '../../plugins/events/deps';
import { fillMissingNames, findUser, type UserRow } from './users.repository';

/**
 * A signed-in person without a profile gets one (spec section 4): the profile lives on the
 * users row, and a row without first and last name counts as none. The names come from the
 * display name split at the first space; the other fields already carry their defaults.
 */
export async function ensureProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<UserRow | undefined> {
  const row = await findUser(deps.db, userId);
  if (!row || row.firstName || row.lastName) return row;
  const names = splitName(row.name);
  if (!names.firstName && !names.lastName) return row;
  await fillMissingNames(deps.db, userId, names);
  return findUser(deps.db, userId);
}
