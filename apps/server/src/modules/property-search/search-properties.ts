import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PropertySearchQuery, PropertySearchResult } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import {
  COUNT_CAP,
  countMatches,
  findPage,
  probeTextMatches,
  wantsTextProbe,
  type PageRow,
} from './property-search.repository';
import { toPageHits } from './present-search-hits';
import { resolveCriteria } from './search-criteria';
import { decodeCursor, encodeCursor } from './search-cursor';
import type { PageRequest, SearchKey } from './search-types';

/**
 * One page of open listings matching the query, in keyset order. The first page fixes `asOf`
 * and counts the total, up to COUNT_CAP ("1,000+" past it: decision 010); the cursor carries
 * both to the pages after it.
 */
export async function searchProperties(
  app: FastifyInstance,
  request: FastifyRequest,
  query: PropertySearchQuery,
): Promise<PropertySearchResult> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const asOf = cursor?.asOf ?? nowIso();
  const { criteria, origin } = await resolveCriteria(app, query, () => app.readSession(request));
  if (!criteria)
    return { properties: [], total: 0, totalIsLowerBound: false, nextCursor: null, asOf, origin };

  const { db, info } = app.database;
  if (wantsTextProbe(info.engine, criteria.text))
    criteria.textMatches = await probeTextMatches(db, criteria.text);
  const page: PageRequest = {
    sort: query.sort,
    asOf,
    after: cursor?.after ?? null,
    limit: query.limit,
  };
  const [rows, counted] = await Promise.all([
    findPage(db, info.engine, criteria, page),
    cursor ? cursor.total : countMatches(db, info.engine, criteria, { asOf }, COUNT_CAP),
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
  return {
    properties: toPageHits(app, shown),
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
