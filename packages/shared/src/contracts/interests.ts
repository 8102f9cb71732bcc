import { apiErrorSchema } from '../schemas/api-error';
import {
  interestRemovalSchema,
  interestResultSchema,
  interestStateSchema,
  propertyInterestListSchema,
} from '../schemas/engagement';
import { defineEndpoint } from './endpoint';
import { propertyParams as params } from './properties';

const tags = ['interests'];
const own = { access: 'member', tags, params } as const;

/** "I'm interested" on a listing (spec sections 3, 5, 7) and the owner's list of who is. */
export const interestEndpoints = {
  express: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/properties/:id/interest',
    summary: 'Say you are interested in a listing (a repeat changes nothing)',
    responses: {
      200: interestResultSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  withdraw: defineEndpoint({
    ...own,
    method: 'DELETE',
    path: '/api/properties/:id/interest',
    summary: 'Take back your interest in a listing (when there is none, nothing changes)',
    responses: {
      200: interestRemovalSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  state: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/properties/:id/interest',
    summary: 'Whether the caller is interested in a listing',
    responses: {
      200: interestStateSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  ofListing: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/owner/properties/:id/interests',
    summary: 'Who is interested in own listing, newest first (owner or admin)',
    responses: {
      200: propertyInterestListSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
};
