import { apiErrorSchema } from '../schemas/api-error';
import { adminStatsSchema } from '../schemas/admin';
import { defineEndpoint } from './endpoint';

/** The admin dashboard's figures. */
export const adminStatsEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats',
    summary: 'Dashboard figures, trend and recent admin actions',
    tags: ['admin'],
    access: 'admin',
    responses: {
      200: adminStatsSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
};
