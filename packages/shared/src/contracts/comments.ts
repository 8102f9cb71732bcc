import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  commentInputSchema,
  commentListQuerySchema,
  commentListSchema,
  commentPatchSchema,
  commentSchema,
} from '../schemas/comment';
import { defineEndpoint } from './endpoint';
import { propertyParams } from './properties';

const tags = ['comments'];
const params = z.object({ id: z.string().min(1).max(64) });
const base = { access: 'member', tags } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** Comments with ratings on listings (spec sections 3, 5, 6): anyone signed in reads and writes. */
export const commentEndpoints = {
  list: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/properties/:id/comments',
    summary:
      "A listing's comments, newest first, a page at a time, with their count and mean rating",
    params: propertyParams,
    query: commentListQuerySchema,
    responses: {
      200: commentListSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  add: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/properties/:id/comments',
    summary: "Comment on and rate someone else's listing (one rating per person: the latest)",
    params: propertyParams,
    body: commentInputSchema,
    responses: { 201: commentSchema, ...errors, 429: apiErrorSchema },
  }),
  edit: defineEndpoint({
    ...base,
    method: 'PATCH',
    path: '/api/comments/:id',
    summary: 'Edit own comment or rating',
    params,
    body: commentPatchSchema,
    responses: { 200: commentSchema, ...errors },
  }),
  remove: defineEndpoint({
    ...base,
    method: 'DELETE',
    path: '/api/comments/:id',
    summary: 'Delete own comment (admins: any, recorded in the audit log)',
    params,
    responses: { 204: z.null(), ...errors },
  }),
};
