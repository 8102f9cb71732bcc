import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';
import storage from '../plugins/storage/storage.plugin';
import { provideDeps } from '../plugins/events/events.plugin';
import trackActivity from './users/track-activity.plugin';
import { usersRoutes } from './users/users.routes';
import { devRoutes } from './dev/dev.routes';
import { diagnosticsRoutes } from './diagnostics/diagnostics.routes';
import { propertiesRoutes } from './properties/properties.routes';
import { conversationsRoutes } from './conversations/conversations.routes';
import { propertySearchRoutes } from './property-search/property-search.routes';
import { propertyImagesRoutes } from './properties/property-images.routes';
import { commentsRoutes } from './comments/comments.routes';
import { savedLocationsRoutes } from './saved-locations/saved-locations.routes';
import { favoritesRoutes } from './favorites/favorites.routes';
import { interestsRoutes } from './interests/interests.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import * as applicationForms from './application-forms/index';
import * as tenantProfiles from './tenant-profiles/index';
import * as applications from './applications/index';
import * as conversations from './conversations/index';
import * as notifications from './notifications/index';
import * as properties from './properties/index';
import * as bookings from './bookings/index';
import * as rentEscalations from './rent-escalations/index';

/** Every domain module registers its routes here, in one place. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // Shared by every module: file storage + multipart, and activity tracking of signed-in requests.
  await app.register(storage);
  provideDeps(app);
  await app.register(trackActivity);
  await app.register(healthRoutes);
  await app.register(usersRoutes);
  await app.register(devRoutes);
  await app.register(diagnosticsRoutes);
  await app.register(propertiesRoutes);
  await app.register(propertySearchRoutes);
  await app.register(propertyImagesRoutes);
  await app.register(commentsRoutes);
  await app.register(savedLocationsRoutes);
  await app.register(favoritesRoutes);
  await app.register(interestsRoutes);
  await app.register(notificationsRoutes);
  await app.register(conversationsRoutes);
  await app.register(applicationForms.applicationFormsRoutes);
  await app.register(tenantProfiles.tenantProfilesRoutes);
  await app.register(applications.applicationsRoutes);
  applicationForms.subscribe(app.deps);
  applications.subscribe(app.deps);
  conversations.subscribe(app.deps);
  notifications.subscribe(app.deps);
  properties.subscribe(app.deps);
  bookings.subscribe(app.deps);
  rentEscalations.subscribe(app.deps);
  await app.register(bookings.bookingsRoutes);
  await app.register(rentEscalations.rentEscalationsRoutes);
  await app.register(rentEscalations.rentEscalationScheduler);
}
