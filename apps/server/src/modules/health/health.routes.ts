import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ping } from '../../db/dialect';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), realtime: z.string() }),
        },
      },
    },
    async () => {
      await ping(app.db);
      return {
        status: 'ok' as const,
        database: app.database.info.engine,
        realtime: app.redis ? 'redis' : 'in-process',
      };
    },
  );
}
