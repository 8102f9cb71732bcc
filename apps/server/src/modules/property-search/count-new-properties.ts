import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PropertyNewCount, PropertySearchQuery } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { countMatches } from './property-search.repository';
import { resolveCriteria, SEARCH_MESSAGES } from './search-criteria';

/** How many listings matching the search were created after `since` (the "N new" banner). */
export async function countNewProperties(
  app: FastifyInstance,
  request: FastifyRequest,
  query: PropertySearchQuery & { since: string },
): Promise<PropertyNewCount> {
  const since = new Date(query.since);
  if (Number.isNaN(since.getTime()))
    throw new AppError('invalid-argument', undefined, { since: SEARCH_MESSAGES.since });
  const { criteria } = await resolveCriteria(app, query, () => app.readSession(request));
  if (!criteria) return { count: 0 };
  const { db, info } = app.database;
  return { count: await countMatches(db, info.engine, criteria, { since: since.toISOString() }) };
}
