import type { PropertySearchQuery, PropertySearchResult } from '@nivaas/shared';
import { LruMap } from '../../lib/lru-map';

/** Distinct searches kept; the home page's and each city's first page are most of the traffic. */
const ENTRIES = 500;

/**
 * The answers to anonymous searches, kept for `ttlMs` (SEARCH_CACHE_MS, decision 035): a visitor
 * without an account gets the same page as every other visitor, so the busiest searches (the home
 * page's newest listings, a city's first page) cost one query a second instead of one a request.
 * A listing published or closed shows in them at most `ttlMs` later. Concurrent misses of one
 * search share one query; a failed search is not kept.
 */
export function createSearchCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new LruMap<string, { at: number; result: Promise<PropertySearchResult> }>(
    ENTRIES,
  );
  return (
    query: PropertySearchQuery,
    search: () => Promise<PropertySearchResult>,
  ): Promise<PropertySearchResult> => {
    const key = JSON.stringify(query);
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.result;
    const result = search();
    const entry = { at: now(), result };
    entries.set(key, entry);
    result.catch(() => {
      if (entries.get(key) === entry) entries.set(key, { at: -Infinity, result });
    });
    return result;
  };
}
