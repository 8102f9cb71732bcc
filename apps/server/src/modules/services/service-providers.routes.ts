import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  providerPageSchema,
  providerReviewListSchema,
  providerReviewQuerySchema,
} from '@nivaas/shared';
import { getProviderPage } from './get-provider-page';
import { listProviderReviews } from './list-provider-reviews';

const tags = ['services'];
const params = z.object({ providerId: z.string().min(1).max(64) });

/** A provider's public page and reviews: business listings, readable without signing in. */
export async function serviceProvidersRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/service-providers/:providerId',
    {
      schema: {
        tags,
        summary: 'A service provider, their rating and their services',
        params,
        response: { 200: providerPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      getProviderPage(root.deps, await root.readSession(request), request.params.providerId),
  );

  app.get(
    '/api/service-providers/:providerId/reviews',
    {
      schema: {
        tags,
        summary: "Reviews of a provider's services, newest first (keyset pages)",
        params,
        querystring: providerReviewQuerySchema,
        response: { 200: providerReviewListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => listProviderReviews(root.deps, request.params.providerId, request.query),
  );
}
