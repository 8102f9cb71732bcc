import type { FastifyInstance } from 'fastify';
import { adminStatsEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getStats } from './get-stats';

/** The admin dashboard's figures. */
export async function adminStatsRoutes(root: FastifyInstance) {
  const deps = { ...root.deps, engine: root.database.info.engine };
  routeEndpoint(root, endpoints.read, async () => getStats(deps));
}
