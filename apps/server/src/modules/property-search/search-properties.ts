import type { PropertySearchQuery, PropertySearchResult } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { deepFreeze } from '../../lib/frozen';
import type { Deps } from '../../plugins/events/deps';
import { canChangeProperty, guardAddresses } from '../properties/index';
import { phoneVerifiedAmong } from '../users/index';
import { COUNT_CAP, countMatches, findPage, type PageRow } from './property-search.repository';
import { probeTextMatches, wantsTextProbe } from './search-text';
import { toPageHits } from './present-search-hits';
import { resolveCriteria } from './search-criteria';
import type { SearchCache } from './search-cache';
import { decodeCursor, encodeCursor } from './search-cursor';
import type { SearchDeps } from './search-deps';
import type { PageRequest, SearchKey } from './search-types';

/** A page as every caller shares it (from the cache), and as anyone without rights sees it. */
export interface SharedPage {
  page: PropertySearchResult;
  forAnyone: PropertySearchResult;
}

type Search = SearchDeps & Pick<Deps, 'clock'>;

/**
 * One page of open listings matching the query, in keyset order. The first page fixes `asOf`
 * and counts the total, up to COUNT_CAP ("1,000+" past it: decision 010); the cursor carries
 * both to the pages after it. With `cache`, a page found in the last SEARCH_CACHE_MS is reused
 * (decision 035): it is the same for everyone but the listings' owners (and admins), who see
 * their exact addresses, and a search from a saved place is never reused.
 */
export async function searchProperties(
  deps: Search,
  query: PropertySearchQuery,
  readCaller: () => Promise<RequestAuth | null>,
  cache: SearchCache<SharedPage> | null = null,
): Promise<PropertySearchResult> {
  if (!cache || query.savedLocationId) {
    const page = await findPage$(deps, query, readCaller);
    return { ...page, properties: guardAddresses(await readCaller(), page.properties) };
  }
  const shared = await cache(query, async () => {
    const page = await findPage$(deps, query, async () => null);
    const copies = page.properties.map((p) => ({ ...p }));
    // Shared by every request while kept: frozen, so none can change it, and its JSON is
    // written once (response-serializer.ts).
    return deepFreeze({ page, forAnyone: { ...page, properties: guardAddresses(null, copies) } });
  });
  const caller = await readCaller();
  if (!caller || !shared.page.properties.some((p) => canChangeProperty(caller, p.ownerId)))
    return shared.forAnyone;
  const copies = shared.page.properties.map((p) => ({ ...p }));
  return { ...shared.page, properties: guardAddresses(caller, copies) };
}

/** The page before address privacy: the exact addresses are still in it. */
async function findPage$(
  deps: Search,
  query: PropertySearchQuery,
  readCaller: () => Promise<RequestAuth | null>,
): Promise<PropertySearchResult> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const asOf = cursor?.asOf ?? deps.clock.now().toISOString();
  const { criteria, origin } = await resolveCriteria(deps, query, readCaller);
  if (!criteria)
    return { properties: [], total: 0, totalIsLowerBound: false, nextCursor: null, asOf, origin };

  const { db, engine } = deps;
  if (wantsTextProbe(engine, criteria.text))
    criteria.textMatches = await probeTextMatches(db, criteria.text);
  const page: PageRequest = {
    sort: query.sort,
    asOf,
    after: cursor?.after ?? null,
    limit: query.limit,
  };
  const [rows, counted] = await Promise.all([
    findPage(db, engine, criteria, page),
    cursor ? cursor.total : countMatches(db, engine, criteria, { asOf }, COUNT_CAP),
  ]);
  const totalIsLowerBound = cursor ? cursor.totalIsLowerBound : counted > COUNT_CAP;
  const total = cursor ? counted : Math.min(counted, COUNT_CAP);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          sort: query.sort,
          after: keyOf(last, page),
          asOf,
          total,
          totalIsLowerBound,
        })
      : null;
  // "Phone verified" on the cards: one lookup by the page's owners (decision 064).
  const phones = await phoneVerifiedAmong(
    db,
    shown.map((r) => r.ownerId),
  );
  return {
    properties: toPageHits(deps.storage, shown).map((p) =>
      phones.has(p.ownerId) ? { ...p, ownerPhoneVerified: true as const } : p,
    ),
    total,
    totalIsLowerBound,
    nextCursor,
    asOf,
    origin,
  };
}

/** The sort key of a row, as the page query computed it. */
const keyOf = (row: PageRow, page: PageRequest): SearchKey => ({
  value: page.sort === 'newest' ? String(row.sortKey) : Number(row.sortKey),
  id: row.id,
});
