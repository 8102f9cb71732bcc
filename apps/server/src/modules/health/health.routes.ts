import type { FastifyInstance } from 'fastify';
import { healthEndpoints as endpoints } from '@nivaas/shared';
import { ping } from '../../db/dialect';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';

export async function healthRoutes(app: FastifyInstance) {
  routeEndpoint(app, endpoints.check, async () => {
    await ping(app.db);
    return {
      status: 'ok' as const,
      database: app.database.info.engine,
      realtime: app.redis ? 'redis' : 'in-process',
    };
  });
}
