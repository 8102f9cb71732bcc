import type { FastifyInstance } from 'fastify';
import { propertyEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getPublicListing } from './get-public-listing';

/**
 * The public preview of an open listing, for visitors without an account (issue 15 §2). Limited
 * per client address, as the sign-in routes are: it is the one listing read open to scrapers.
 */
export async function publicListingRoutes(root: FastifyInstance) {
  const limit = root.rateLimit({
    max: root.config.previewsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `listing-preview:${request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  routeEndpoint(
    root,
    endpoints.preview,
    ({ params, reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return getPublicListing(root.deps, params.id);
    },
    { onRequest: limit },
  );
}
