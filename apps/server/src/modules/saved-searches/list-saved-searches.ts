import type { SavedSearchList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toSavedSearch } from './present-saved-search';
import { listSavedSearchRows } from './saved-searches.repository';

/** The caller's own saved searches, newest first. */
export async function listSavedSearches(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
): Promise<SavedSearchList> {
  const rows = await listSavedSearchRows(deps.db, caller.userId);
  return { savedSearches: rows.map(toSavedSearch) };
}
