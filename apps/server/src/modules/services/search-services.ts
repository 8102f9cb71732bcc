import type { ServiceList, ServiceSearch } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toServiceCard } from './present-service';
import { decodeServiceCursor, encodeServiceCursor } from './service-cursor';
import { searchPage } from './service-search.repository';

/**
 * A page of listed services passing every filter (all in SQL), in the asked order, paged by
 * keyset: the next page starts after the last card's (sort value, id).
 */
export async function searchServices(
  deps: Pick<Deps, 'db' | 'storage'>,
  q: ServiceSearch,
): Promise<ServiceList> {
  const after = decodeServiceCursor(q.sort, q.cursor);
  const rows = await searchPage(deps.db, q, after);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toServiceCard(deps.storage, row)),
    nextCursor:
      rows.length > q.limit && last
        ? encodeServiceCursor(q.sort, { value: sortValue(q.sort, last), id: last.id })
        : null,
  };
}

const sortValue = (
  sort: ServiceSearch['sort'],
  row: { rating: number; price: number; createdAt: string },
) => (sort === 'newest' ? row.createdAt : Number(sort === 'rating' ? row.rating : row.price));
