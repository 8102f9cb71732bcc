import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  savedSearchSchema,
  savedSearchUnsubscribedSchema,
  savedSearchUnsubscribeSchema,
} from '../schemas/saved-search';
import { defineEndpoint } from './endpoint';

const tags = ['saved-searches'];
const params = z.object({ id: z.string().min(1).max(64) });
const own = { access: 'member', tags } as const;

/** A person's saved property searches and their alerts: their own, nobody else's. */
export const savedSearchEndpoints = {
  list: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/saved-searches',
    summary: 'Own saved searches, newest first',
    responses: { 200: savedSearchListSchema, 401: apiErrorSchema },
  }),
  add: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/saved-searches',
    summary: 'Save a property search (its URL filters) with a name and an alert',
    body: savedSearchInputSchema,
    responses: { 201: savedSearchSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  edit: defineEndpoint({
    ...own,
    method: 'PATCH',
    path: '/api/saved-searches/:id',
    summary: 'Rename an own saved search or change its alert',
    params,
    body: savedSearchPatchSchema,
    responses: {
      200: savedSearchSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  remove: defineEndpoint({
    ...own,
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    summary: 'Delete an own saved search',
    params,
    responses: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  unsubscribe: defineEndpoint({
    access: 'public',
    tags,
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    summary:
      "Turn a saved search's alerts off from a digest mail's signed link, without signing in",
    body: savedSearchUnsubscribeSchema,
    responses: { 200: savedSearchUnsubscribedSchema, 400: apiErrorSchema },
  }),
};
