import { findCity, type ServiceList, type ServiceSearch } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toServiceCard } from './present-service';
import { withProviderBadges } from './provider-badges';
import { decodeServiceCursor, encodeServiceCursor } from './service-cursor';
import { searchPage } from './service-search.repository';

/**
 * A page of listed services passing every filter (all in SQL), in the asked order, paged by
 * keyset: the next page starts after the last card's (sort value, id). The best rated order
 * puts the services of the person's city first: `profileCity` for someone signed in, else the
 * city they last chose (`near`).
 */
export async function searchServices(
  deps: Pick<Deps, 'db' | 'storage'>,
  q: ServiceSearch,
  profileCity?: string,
): Promise<ServiceList> {
  const after = decodeServiceCursor(q.sort, q.cursor);
  const near = findCity(profileCity ?? '')?.slug ?? findCity(q.near ?? '')?.slug;
  const rows = await searchPage(deps.db, q, after, near);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: await withProviderBadges(
      deps,
      page.map((row) => toServiceCard(deps.storage, row)),
    ),
    nextCursor:
      rows.length > q.limit && last
        ? encodeServiceCursor(q.sort, {
            value: q.sort === 'newest' ? String(last.sortKey) : Number(last.sortKey),
            id: last.id,
          })
        : null,
  };
}
