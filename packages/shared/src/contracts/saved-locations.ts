import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  savedLocationInputSchema,
  savedLocationListSchema,
  savedLocationPatchSchema,
  savedLocationSchema,
} from '../schemas/saved-location';
import { defineEndpoint } from './endpoint';

const tags = ['saved-locations'];
const params = z.object({ id: z.string().min(1).max(64) });
// Signed out reads "You must be logged in to save locations" (spec 8).
const own = { access: 'member', signInReason: 'saved-location.sign-in-required', tags } as const;

/** The caller's saved places (spec sections 3, 5, 8 Locations): their own, nobody else's. */
export const savedLocationEndpoints = {
  list: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/me/saved-locations',
    summary: 'Own saved places, in the order they were saved',
    responses: { 200: savedLocationListSchema, 401: apiErrorSchema },
  }),
  add: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/me/saved-locations',
    summary: 'Save a place: a locality of a city, or a point on the map in India',
    body: savedLocationInputSchema,
    responses: { 201: savedLocationSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  edit: defineEndpoint({
    ...own,
    method: 'PATCH',
    path: '/api/me/saved-locations/:id',
    summary: 'Change some fields of an own saved place',
    params,
    body: savedLocationPatchSchema,
    responses: {
      200: savedLocationSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  remove: defineEndpoint({
    ...own,
    method: 'DELETE',
    path: '/api/me/saved-locations/:id',
    summary: 'Remove an own saved place',
    params,
    responses: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
  }),
};
