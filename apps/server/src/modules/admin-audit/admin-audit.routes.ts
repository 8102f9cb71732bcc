import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAuditPageSchema, adminAuditQuerySchema, apiErrorSchema } from '@nivaas/shared';
import { requireAdmin } from '../../plugins/auth/require-admin';
import { listAudit } from './list-audit';

/** The audit log of the admin area. */
export async function adminAuditRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who did what, when and why',
        querystring: adminAuditQuerySchema,
        response: {
          200: adminAuditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listAudit(root.deps, request.query),
  );
}
