import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { deleteSavedSearch as deleteRow } from './saved-searches.repository';

/** Deletes an own saved search with its alerts; another person's reads as missing. */
export async function deleteSavedSearch(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<null> {
  if (!(await deleteRow(deps.db, caller.userId, id))) throw new AppError('not-found');
  return null;
}
