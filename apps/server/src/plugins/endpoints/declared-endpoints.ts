import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Endpoint } from '@nivaas/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint registered from its declaration (routeEndpoint), in registration order. */
    readonly declaredEndpoints: readonly Endpoint[];
  }
}

/** Keeps the list of declared endpoints, for the API description's own checks. */
export default fp(async function declaredEndpoints(app: FastifyInstance) {
  app.decorate('declaredEndpoints', [] as Endpoint[]);
});
