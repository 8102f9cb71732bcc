import { apiErrorSchema } from '../schemas/api-error';
import {
  propertyNewCountQuerySchema,
  propertyNewCountSchema,
  propertyPinsQuerySchema,
  propertyPinsSchema,
  propertySearchQuerySchema,
  propertySearchResultSchema,
  similarPropertiesSchema,
} from '../schemas/property-search';
import { defineEndpoint } from './endpoint';
import { propertyParams } from './properties';

const base = { access: 'public', tags: ['property search'] } as const;
// A saved place as the origin needs the caller's session (401) and must be theirs (404).
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * Finding listings (spec sections 3 and 7). Public: landing pages search without an account;
 * only a saved place as the origin needs the caller's session.
 */
export const propertySearchEndpoints = {
  search: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/properties/search',
    summary: 'Open listings matching filters, one keyset page at a time',
    query: propertySearchQuerySchema,
    responses: { 200: propertySearchResultSchema, ...errors },
  }),
  pins: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/properties/search/pins',
    summary: 'Every matching listing as a light map pin, up to a cap (decision 033)',
    query: propertyPinsQuerySchema,
    responses: { 200: propertyPinsSchema, ...errors },
  }),
  newCount: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/properties/search/new-count',
    summary: 'How many matching listings were created since a time',
    query: propertyNewCountQuerySchema,
    responses: { 200: propertyNewCountSchema, ...errors },
  }),
  similar: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/properties/:id/similar',
    summary: 'Open listings like this one, nearest first',
    params: propertyParams,
    responses: { 200: similarPropertiesSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
};
