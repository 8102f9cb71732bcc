import type { PublicUser, SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { loadSavedLists } from './get-me';
import { toPublicUser, toSessionUser } from './present-user';
import { canSeePrivateFields } from './users.policy';
import { findUser, listServiceAreas } from './users.repository';

/** A person's page (/user/{id}): the full record for themselves and admins, else public fields. */
export async function getUser(
  deps: Pick<Deps, 'db'>,
  viewer: RequestAuth,
  userId: string,
): Promise<SessionUser | PublicUser> {
  const row = await findUser(deps.db, userId);
  if (!row) throw new AppError('user.not-found');
  const areas = await listServiceAreas(deps.db, userId);
  if (!canSeePrivateFields(viewer, userId)) return toPublicUser(row, areas);
  return toSessionUser(row, areas, await loadSavedLists(deps, userId));
}
