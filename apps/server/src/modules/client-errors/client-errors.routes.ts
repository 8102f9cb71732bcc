import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  clientErrorReportSchema,
  CLIENT_ERROR_REPORTS_PER_MINUTE,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { logClientError } from './log-client-error';

/** The largest report the schema allows is about 6 KB; anything bigger is refused unread. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Crashes in browsers reach the operators (docs/operations/running.md, "Crashes in browsers").
 * Open to visitors too (a sign-in page can crash), limited per client address like the other
 * open routes; the origin check keeps other sites from writing into the log.
 */
export async function clientErrorsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = root.rateLimit({
    max: CLIENT_ERROR_REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `client-errors:${request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  app.post(
    '/api/client-errors',
    {
      onRequest: limit,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['diagnostics'],
        summary: "Write a browser's crash to the server log (route, release, stack, browser)",
        body: clientErrorReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      logClientError(request.log, request.body);
      return reply.status(204).send(null);
    },
  );
}
