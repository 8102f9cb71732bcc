import { apiErrorSchema } from '../schemas/api-error';
import { adminAuditPageSchema, adminAuditQuerySchema } from '../schemas/admin';
import { defineEndpoint } from './endpoint';

/** The audit log of the admin area. */
export const adminAuditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log: who did what, when and why',
    tags: ['admin'],
    access: 'admin',
    query: adminAuditQuerySchema,
    responses: {
      200: adminAuditPageSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
};
