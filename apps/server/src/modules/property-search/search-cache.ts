import type { PropertySearchQuery } from '@nivaas/shared';
import { LruMap } from '../../lib/lru-map';

/** Distinct searches kept; the home page's and each city's first page are most of the traffic. */
const ENTRIES = 500;

/** Answers `query` from a page found less than the cache's time ago, or by `search`. */
export type SearchCache<T> = ((
  query: PropertySearchQuery,
  search: () => Promise<T>,
) => Promise<T>) & {
  /** Drops every kept page: a listing changed (decision 061). */
  forget(): void;
};

/**
 * Search pages kept for `ttlMs` (SEARCH_CACHE_MS, decision 035): the busiest searches (the home
 * page's newest listings, a city's first page) cost one query a second instead of one a request.
 * A listing published, changed or closed shows at once on the instance that changed it and on
 * every instance that hears its `listings-changed` signal (decision 061), else `ttlMs` later. Concurrent misses of one
 * search share one query; a failed search is not kept.
 */
export function createSearchCache<T extends object>(
  ttlMs: number,
  now: () => number = Date.now,
): SearchCache<T> {
  let entries = new LruMap<string, { at: number; result: Promise<T> }>(ENTRIES);
  const cache = (query: PropertySearchQuery, search: () => Promise<T>) => {
    const key = JSON.stringify(query);
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.result;
    const result = search();
    const entry = { at: now(), result };
    entries.set(key, entry);
    const kept = entries;
    result.catch(() => {
      if (kept.get(key) === entry) kept.set(key, { at: -Infinity, result });
    });
    return result;
  };
  return Object.assign(cache, {
    forget() {
      entries = new LruMap(ENTRIES);
    },
  });
}
