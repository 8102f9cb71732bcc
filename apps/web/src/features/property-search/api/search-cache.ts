import type { InfiniteData } from '@tanstack/react-query';
import type {
  Property,
  PropertySearchHit,
  PropertySearchResult,
  PropertyStatus,
} from '@nivaas/shared';

/** What a search entry in the cache holds: the pages of the search page, or a landing's one page. */
export type CachedSearch = InfiniteData<PropertySearchResult, unknown> | PropertySearchResult;

const isPaged = (data: CachedSearch): data is InfiniteData<PropertySearchResult, unknown> =>
  'pages' in data;

/**
 * Applies `change` to every result page; answers the very same object when nothing changed, so
 * TanStack Query does not re-render screens the event is not about.
 */
function mapResults(
  data: CachedSearch | undefined,
  change: (page: PropertySearchResult) => PropertySearchResult,
): CachedSearch | undefined {
  if (!data || typeof data !== 'object') return data;
  if (!isPaged(data)) return 'properties' in data ? change(data) : data;
  const pages = data.pages.map(change);
  return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
}

function mapHit(
  page: PropertySearchResult,
  id: string,
  change: (hit: PropertySearchHit) => PropertySearchHit,
): PropertySearchResult {
  const index = page.properties.findIndex((hit) => hit.id === id);
  if (index === -1) return page;
  const current = page.properties[index];
  if (!current) return page;
  const changed = change(current);
  if (changed === current) return page;
  const properties = [...page.properties];
  properties[index] = changed;
  return { ...page, properties };
}

/**
 * The fresh listing in place of the old one, at the same position and with the same distance:
 * a new price or status shows without the list moving under the reader's finger.
 */
export const withListing = (data: CachedSearch | undefined, listing: Property) =>
  mapResults(data, (page) =>
    mapHit(page, listing.id, (hit) => ({ ...listing, distanceKm: hit.distanceKm })),
  );

/**
 * Just the new status (known from the event before the listing is fetched again). A listing
 * that closed stays where it is, wearing its status badge, instead of vanishing.
 */
export const withStatus = (data: CachedSearch | undefined, id: string, status: string) =>
  mapResults(data, (page) =>
    mapHit(page, id, (hit) =>
      hit.status === status ? hit : { ...hit, status: status as PropertyStatus },
    ),
  );

/** The search without a deleted listing; the total drops by one where it was shown. */
export const withoutListing = (data: CachedSearch | undefined, id: string) =>
  mapResults(data, (page) => {
    const properties = page.properties.filter((hit) => hit.id !== id);
    if (properties.length === page.properties.length) return page;
    return { ...page, properties, total: Math.max(0, page.total - 1) };
  });

/** Ids of every listing loaded, in screen order, each once. */
export function listingIds(data: CachedSearch | undefined): string[] {
  if (!data) return [];
  const pages = isPaged(data) ? data.pages : [data];
  return [...new Set(pages.flatMap((page) => page.properties.map((hit) => hit.id)))];
}

/** Every loaded listing in screen order (a listing seen on two pages is shown once). */
export function loadedHits(data: InfiniteData<PropertySearchResult> | undefined) {
  const seen = new Set<string>();
  const hits: PropertySearchHit[] = [];
  for (const page of data?.pages ?? []) {
    for (const hit of page.properties) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      hits.push(hit);
    }
  }
  return hits;
}

/**
 * Whether a newly announced listing could match: only the city and listing type travel with
 * the announcement, the server's count decides the rest.
 */
export function mightMatch(
  filters: { city?: string; listingType?: string },
  created: { city: string; listingType: string },
): boolean {
  if (filters.city && filters.city.toLowerCase() !== created.city.toLowerCase()) return false;
  return !filters.listingType || filters.listingType === created.listingType;
}
