import {
  findLocality,
  parseSavedSearchQuery,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchAlertMode,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toSavedSearch } from './present-saved-search';
import { indexedCriteria } from './saved-search-criteria';
import { countSavedSearches, insertSavedSearch } from './saved-searches.repository';

/**
 * The query string as kept: the search page's own filter names, paging and defaults dropped, so
 * running it opens the same search.
 */
export function canonicalQuery(query: string): { query: string; filters: SavedSearchFilters } {
  const parsed = parseSavedSearchQuery(query);
  // A locality to measure from that the search page could not place either.
  const near = parsed.data?.near;
  const city = parsed.data?.city;
  if (!parsed.success || (near && !(city && findLocality(city, near))))
    throw new AppError('invalid-argument', undefined, { query: SAVED_SEARCH_MESSAGES.query });
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const [key, value] of params)
    if (value !== '' && key !== 'cursor' && key !== 'limit') kept.append(key, value);
  return { query: kept.toString(), filters: parsed.data };
}

/** Saves a property search for the caller with a name and an alert mode. */
export async function saveSearch(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Pick<RequestAuth, 'userId'>,
  input: { name: string; query: string; alertMode: SavedSearchAlertMode },
): Promise<SavedSearch> {
  const { query, filters } = canonicalQuery(input.query);
  if ((await countSavedSearches(deps.db, caller.userId)) >= SAVED_SEARCH_LIMITS.perPerson)
    throw new AppError('invalid-argument', undefined, { name: SAVED_SEARCH_MESSAGES.tooMany });
  const at = deps.clock.now().toISOString();
  const row = {
    id: newId(),
    userId: caller.userId,
    name: input.name,
    query,
    alertMode: input.alertMode,
    ...indexedCriteria(filters),
    createdAt: at,
    updatedAt: at,
  };
  await insertSavedSearch(deps.db, row);
  return toSavedSearch(row);
}
