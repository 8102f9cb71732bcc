import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema, apiErrorSchema } from '@nivaas/shared';
import { requireAdmin } from '../../plugins/auth/require-admin';
import { getStats } from './get-stats';

/** The admin dashboard's figures. */
export async function adminStatsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = { ...root.deps, engine: root.database.info.engine };
  app.get(
    '/api/admin/stats',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures, trend and recent admin actions',
        response: {
          200: adminStatsSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async () => getStats(deps),
  );
}
