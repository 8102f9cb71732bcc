import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  adminContentQuerySchema,
  adminPropertyPageSchema,
  adminReasonInputSchema,
  adminRoommatePageSchema,
  adminServicePageSchema,
} from '../schemas/admin';
import { defineEndpoint } from './endpoint';

const admin = { access: 'admin', tags: ['admin'] } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().min(1).max(64) });
const done = z.object({ ok: z.literal(true) });
const action = {
  ...admin,
  params,
  body: adminReasonInputSchema,
  responses: { 200: done, ...errors },
};

/** One moderated kind under /api/admin/<kind>: its list, hide, unhide and delete. */
function moderated<const K extends string, P extends z.ZodType>(
  kind: K,
  page: P,
  noun: string,
  listSummary: string,
) {
  return {
    list: defineEndpoint({
      ...admin,
      method: 'GET',
      path: `/api/admin/${kind}`,
      summary: listSummary,
      query: adminContentQuerySchema,
      responses: { 200: page, ...errors },
    }),
    hide: defineEndpoint({
      ...action,
      method: 'POST',
      path: `/api/admin/${kind}/:id/hide`,
      summary: `hide ${noun}`,
    }),
    unhide: defineEndpoint({
      ...action,
      method: 'POST',
      path: `/api/admin/${kind}/:id/unhide`,
      summary: `unhide ${noun}`,
    }),
    delete: defineEndpoint({
      ...action,
      method: 'DELETE',
      path: `/api/admin/${kind}/:id`,
      summary: `Delete ${noun}`,
    }),
  };
}

/** Moderation of listings, roommate profiles and services: search, hide, show again, delete. */
export const adminContentEndpoints = {
  properties: moderated('properties', adminPropertyPageSchema, 'a listing', 'Listings to moderate'),
  roommates: moderated(
    'roommates',
    adminRoommatePageSchema,
    'a roommate profile',
    'Roommate profiles to moderate',
  ),
  services: moderated('services', adminServicePageSchema, 'a service', 'Services to moderate'),
};
