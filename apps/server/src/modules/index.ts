import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';
import storage from '../plugins/storage/storage.plugin';
import trackActivity from './users/track-activity.plugin';
import { usersRoutes } from './users/users.routes';
import { devRoutes } from './dev/dev.routes';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import { propertiesRoutes } from './properties/properties.routes';
import { propertyImagesRoutes } from './properties/property-images.routes';

/** Every domain module registers its routes here, in one place. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // Shared by every module: file storage + multipart, and activity tracking of signed-in requests.
  await app.register(storage);
  await app.register(trackActivity);
  await app.register(healthRoutes);
  await app.register(usersRoutes);
  await app.register(devRoutes);
  await app.register(diagnosticsRoutes);
  await app.register(propertiesRoutes);
  await app.register(propertyImagesRoutes);
}
