import type { SavedSearch, SavedSearchAlertMode } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toSavedSearch } from './present-saved-search';
import { findOwnSavedSearch, updateSavedSearch } from './saved-searches.repository';

/** Renames an own saved search or changes its alert; another person's reads as missing. */
export async function editSavedSearch(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  id: string,
  patch: { name?: string | undefined; alertMode?: SavedSearchAlertMode | undefined },
): Promise<SavedSearch> {
  const row = await findOwnSavedSearch(deps.db, caller.userId, id);
  if (!row) throw new AppError('not-found');
  const changes = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.alertMode !== undefined ? { alertMode: patch.alertMode } : {}),
    updatedAt: deps.clock.now().toISOString(),
  };
  await updateSavedSearch(deps.db, id, changes);
  return toSavedSearch({ ...row, ...changes });
}
