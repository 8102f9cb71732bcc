import { apiErrorSchema } from '../schemas/api-error';
import { tenantProfileInputSchema, tenantProfileResultSchema } from '../schemas/tenant-profiles';
import { defineEndpoint } from './endpoint';

const tags = ['tenant-profiles'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
// Only tenants keep one (what a seeker applies with); the refusals are worded for the slice.
const own = {
  access: ['tenant'],
  signInReason: 'tenant-profile.sign-in-required',
  forbiddenReason: 'tenant-profile.tenants-only',
  tags,
} as const;

/** The seeker's saved answers (spec sections 3 and 8, Applications): their own only. */
export const tenantProfileEndpoints = {
  get: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/me/tenant-profile',
    summary: 'My saved answers (null before the first save)',
    responses: { 200: tenantProfileResultSchema, ...errors },
  }),
  save: defineEndpoint({
    ...own,
    method: 'PUT',
    path: '/api/me/tenant-profile',
    summary: 'Replace my saved answers',
    body: tenantProfileInputSchema,
    responses: { 200: tenantProfileResultSchema, ...errors },
  }),
};
