import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigSchema } from '@nivaas/shared';
import { readAppConfig } from './read-app-config';

/** GET /api/config: public facts about this server (sign-in options, diagnostics, mail, map tiles). */
export async function configRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public facts about this server',
        response: { 200: appConfigSchema },
      },
    },
    async () => readAppConfig(root.deps),
  );
}
