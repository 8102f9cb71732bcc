import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, reportInputSchema, reportSchema } from '@nivaas/shared';
import { createReport } from './create-report';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Anyone signed in may report something (issue 13, part 4). */
export async function reportsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/reports',
    {
      onRequest: async (request) => {
        await root.requireUser(request);
      },
      schema: {
        tags: ['reports'],
        summary: 'Report a listing, service, roommate profile, person, comment or chat message',
        body: reportInputSchema,
        response: { 201: reportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await root.requireUser(request);
      return reply.status(201).send(await createReport(root.deps, caller.userId, request.body));
    },
  );
}
