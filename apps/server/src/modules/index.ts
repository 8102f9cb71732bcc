import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every domain module registers its routes here, in one place. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
