import type { FastifyInstance } from 'fastify';
import { clientErrorEndpoints as endpoints, CLIENT_ERROR_REPORTS_PER_MINUTE } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { logClientError } from './log-client-error';

/** The largest report the schema allows is about 6 KB; anything bigger is refused unread. */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Crashes in browsers reach the operators (docs/operations/running.md, "Crashes in browsers").
 * Open to visitors too (a sign-in page can crash), limited per client address like the other
 * open routes; the origin check keeps other sites from writing into the log.
 */
export async function clientErrorsRoutes(root: FastifyInstance) {
  const limit = root.rateLimit({
    max: CLIENT_ERROR_REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `client-errors:${request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  routeEndpoint(
    root,
    endpoints.report,
    async ({ request, body }) => {
      logClientError(request.log, body);
      return null;
    },
    { onRequest: limit, bodyLimit: BODY_LIMIT_BYTES },
  );
}
