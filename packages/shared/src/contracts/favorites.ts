import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import { favoriteIdsSchema, favoriteListSchema, favoriteStateSchema } from '../schemas/engagement';
import { API_PATHS } from '../api-paths';
import { defineEndpoint } from './endpoint';

const tags = ['favorites'];
const params = z.object({ propertyId: z.string().min(1).max(64) });
const own = { access: 'member', tags } as const;

/** A person's saved listings (spec sections 3 and 7): private to them, any role may keep some. */
export const favoriteEndpoints = {
  list: defineEndpoint({
    ...own,
    method: 'GET',
    path: API_PATHS.favorites,
    summary: "The caller's favourite listings, newest favourite first",
    responses: { 200: favoriteListSchema, 401: apiErrorSchema },
  }),
  ids: defineEndpoint({
    ...own,
    method: 'GET',
    path: API_PATHS.favoriteIds,
    summary: "Ids of the caller's favourite listings",
    responses: { 200: favoriteIdsSchema, 401: apiErrorSchema },
  }),
  add: defineEndpoint({
    ...own,
    method: 'PUT',
    path: '/api/favorites/:propertyId',
    summary: 'Save a listing as a favourite (a repeat changes nothing)',
    params,
    responses: {
      200: favoriteStateSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  remove: defineEndpoint({
    ...own,
    method: 'DELETE',
    path: '/api/favorites/:propertyId',
    summary: 'Remove a listing from the favourites (a repeat changes nothing)',
    params,
    responses: { 200: favoriteStateSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
};
