import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  favoriteIdsSchema,
  favoriteListSchema,
  favoriteStateSchema,
} from '@nivaas/shared';
import { getFavoriteIds, listFavorites } from './list-favorites';
import { setFavorite } from './set-favorite';

const tags = ['favorites'];
const params = z.object({ propertyId: z.string().min(1).max(64) });

/** A person's saved listings (spec sections 3 and 7): private to them, any role may keep some. */
export async function favoritesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/favorites',
    {
      schema: {
        tags,
        summary: "The caller's favourite listings, newest favourite first",
        response: { 200: favoriteListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listFavorites(root.deps, await root.requireUser(request)),
  );

  app.get(
    '/api/favorites/ids',
    {
      schema: {
        tags,
        summary: "Ids of the caller's favourite listings",
        response: { 200: favoriteIdsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getFavoriteIds(root.deps, await root.requireUser(request)),
  );

  app.put(
    '/api/favorites/:propertyId',
    {
      schema: {
        tags,
        summary: 'Save a listing as a favourite (a repeat changes nothing)',
        params,
        response: { 200: favoriteStateSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      setFavorite(root.deps, await root.requireUser(request), request.params.propertyId, true),
  );

  app.delete(
    '/api/favorites/:propertyId',
    {
      schema: {
        tags,
        summary: 'Remove a listing from the favourites (a repeat changes nothing)',
        params,
        response: { 200: favoriteStateSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      setFavorite(root.deps, await root.requireUser(request), request.params.propertyId, false),
  );
}
