import type { PropertyNewCount, PropertySearchQuery } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { countMatches } from './property-search.repository';
import { resolveCriteria, SEARCH_MESSAGES } from './search-criteria';
import type { SearchDeps } from './search-deps';

/** How many listings matching the search were created after `since` (the "N new" banner). */
export async function countNewProperties(
  deps: SearchDeps,
  query: PropertySearchQuery & { since: string },
  readCaller: () => Promise<RequestAuth | null>,
): Promise<PropertyNewCount> {
  const since = new Date(query.since);
  if (Number.isNaN(since.getTime()))
    throw new AppError('invalid-argument', undefined, { since: SEARCH_MESSAGES.since });
  const { criteria } = await resolveCriteria(deps, query, readCaller);
  if (!criteria) return { count: 0 };
  const window = { since: since.toISOString() };
  return { count: await countMatches(deps.db, deps.engine, criteria, window) };
}
