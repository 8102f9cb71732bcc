import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  propertyNewCountQuerySchema,
  propertyNewCountSchema,
  propertyPinsQuerySchema,
  propertyPinsSchema,
  propertySearchQuerySchema,
  propertySearchResultSchema,
  similarPropertiesSchema,
} from '@nivaas/shared';
import { propertyParams } from '../properties/index';
import { countNewProperties } from './count-new-properties';
import { detectPointIndex } from './property-search.repository';
import { createSearchCache } from './search-cache';
import { searchPins } from './search-pins';
import { searchProperties, type SharedPage } from './search-properties';
import { similarProperties } from './similar-properties';

const tags = ['property search'];

/**
 * Finding listings (spec sections 3 and 7). Public: landing pages search without an account;
 * only a saved place as the origin needs the caller's session.
 */
export async function propertySearchRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = { ...root.deps, engine: root.database.info.engine };
  // Once at start: PostgreSQL without the `cube` extension searches by distance without its index.
  if (deps.engine === 'postgres' && !(await detectPointIndex(deps.db, deps.engine)))
    root.log.warn(
      'PostgreSQL has no point index (the cube extension was missing at migration 020): "within N km" searches use the latitude range index instead.',
    );
  const cached =
    root.config.searchCacheMs > 0 ? createSearchCache<SharedPage>(root.config.searchCacheMs) : null;

  app.get(
    '/api/properties/search',
    {
      schema: {
        tags,
        summary: 'Open listings matching filters, one keyset page at a time',
        querystring: propertySearchQuerySchema,
        response: {
          200: propertySearchResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      searchProperties(deps, request.query, () => root.readSession(request), cached),
  );

  app.get(
    '/api/properties/search/pins',
    {
      schema: {
        tags,
        summary: 'Every matching listing as a light map pin, up to a cap (decision 033)',
        querystring: propertyPinsQuerySchema,
        response: {
          200: propertyPinsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => searchPins(deps, request.query, () => root.readSession(request)),
  );

  app.get(
    '/api/properties/search/new-count',
    {
      schema: {
        tags,
        summary: 'How many matching listings were created since a time',
        querystring: propertyNewCountQuerySchema,
        response: {
          200: propertyNewCountSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => countNewProperties(deps, request.query, () => root.readSession(request)),
  );

  app.get(
    '/api/properties/:id/similar',
    {
      schema: {
        tags,
        summary: 'Open listings like this one, nearest first',
        params: propertyParams,
        response: { 200: similarPropertiesSchema, 404: apiErrorSchema },
      },
    },
    async (request) => similarProperties(deps, request.params.id, () => root.readSession(request)),
  );
}
