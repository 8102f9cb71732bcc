import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, publicListingSchema } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { getPublicListing } from './get-public-listing';
import { propertyParams } from './property-guards';

/**
 * The public preview of an open listing, for visitors without an account (issue 15 §2). Limited
 * per client address, as the sign-in routes are: it is the one listing read open to scrapers.
 */
export async function publicListingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = root.rateLimit({
    max: root.config.previewsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `listing-preview:${request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  app.get(
    '/api/public/properties/:id',
    {
      onRequest: limit,
      schema: {
        tags: ['properties'],
        summary: "An open listing's public preview: no address, no owner, no contact",
        params: propertyParams,
        response: { 200: publicListingSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getPublicListing(root.deps, request.params.id);
    },
  );
}
