import type { FastifyInstance } from 'fastify';
import { configEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { readAppConfig } from './read-app-config';

/** GET /api/config: public facts about this server (sign-in options, diagnostics, mail, map tiles). */
export async function configRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.read, async () => readAppConfig(root.deps));
}
