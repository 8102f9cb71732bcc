import type { FastifyInstance } from 'fastify';
import { serviceEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getProviderPage } from './get-provider-page';
import { listProviderReviews } from './list-provider-reviews';

/** A provider's public page and reviews: business listings, readable without signing in. */
export async function serviceProvidersRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.provider, async ({ params, request }) =>
    getProviderPage(root.deps, await root.readSession(request), params.providerId),
  );
  routeEndpoint(root, endpoints.providerReviews, ({ params, query }) =>
    listProviderReviews(root.deps, params.providerId, query),
  );
}
