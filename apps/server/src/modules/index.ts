import type { FastifyInstance } from 'fastify';
import storage from '../plugins/storage/storage.plugin';
import { provideDeps } from '../plugins/events/events.plugin';
import { deliveriesPlugin } from '../plugins/deliveries/deliveries.plugin';
import * as adminAudit from './admin-audit/index';
import * as adminContent from './admin-content/index';
import * as adminStats from './admin-stats/index';
import * as adminUsers from './admin-users/index';
import * as agreements from './agreements/index';
import * as applicationForms from './application-forms/index';
import * as applications from './applications/index';
import * as bookings from './bookings/index';
import * as clientErrors from './client-errors/index';
import * as comments from './comments/index';
import * as config from './config/index';
import * as conversations from './conversations/index';
import * as dev from './dev/index';
import * as diagnostics from './diagnostics/index';
import * as documents from './documents/index';
import * as favorites from './favorites/index';
import * as health from './health/index';
import * as interests from './interests/index';
import * as myData from './my-data/index';
import * as notifications from './notifications/index';
import * as properties from './properties/index';
import * as propertySearch from './property-search/index';
import * as push from './push/index';
import * as rentEscalations from './rent-escalations/index';
import * as reports from './reports/index';
import * as roommateRequests from './roommate-requests/index';
import * as roommates from './roommates/index';
import * as scamSignals from './scam-signals/index';
import * as savedLocations from './saved-locations/index';
import * as savedSearches from './saved-searches/index';
import * as verifications from './verifications/index';
import * as rentLedger from './rent-ledger/index';
import * as payments from './payments/index';
import * as seo from './seo/index';
import * as serviceBookings from './service-bookings/index';
import * as services from './services/index';
import * as siteVisits from './site-visits/index';
import * as tenantProfiles from './tenant-profiles/index';
import * as users from './users/index';

/**
 * Every module, through its face (its index.ts), in one place: first what they react to (their
 * `subscribe`, in-transaction subscribers run in this order), then their routes.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // Shared by every module: file storage + multipart, then the narrow deps use cases take.
  await app.register(storage);
  provideDeps(app);

  properties.subscribe(app.deps);
  interests.subscribe(app.deps);
  applicationForms.subscribe(app.deps);
  applications.subscribe(app.deps);
  conversations.subscribe(app.deps);
  notifications.subscribe(app.deps);
  bookings.subscribe(app.deps);
  rentEscalations.subscribe(app.deps);
  rentLedger.subscribe(app.deps);
  payments.subscribe(app.deps);
  agreements.subscribe(app.deps);
  documents.subscribe(app.deps);
  scamSignals.subscribe(app.deps);
  serviceBookings.subscribe(app.deps);
  favorites.subscribe(app.deps);
  savedLocations.subscribe(app.deps);
  savedSearches.subscribe(app.deps);
  siteVisits.subscribe(app.deps);
  verifications.subscribe(app.deps);
  tenantProfiles.subscribe(app.deps);
  comments.subscribe(app.deps);
  roommateRequests.subscribe(app.deps);
  push.subscribe(app.deps);

  // Activity tracking of signed-in requests, ahead of every route.
  await app.register(users.trackActivity);
  await app.register(health.healthRoutes);
  await app.register(config.configRoutes);
  await app.register(users.usersRoutes);
  await app.register(dev.devRoutes);
  await app.register(diagnostics.diagnosticsRoutes);
  await app.register(clientErrors.clientErrorsRoutes);
  await app.register(properties.propertiesRoutes);
  await app.register(propertySearch.propertySearchRoutes);
  await app.register(properties.propertyImagesRoutes);
  await app.register(properties.publicListingRoutes);
  await app.register(comments.commentsRoutes);
  await app.register(savedLocations.savedLocationsRoutes);
  await app.register(savedSearches.savedSearchesRoutes);
  await app.register(favorites.favoritesRoutes);
  await app.register(verifications.verificationsRoutes);
  await app.register(interests.interestsRoutes);
  await app.register(notifications.notificationsRoutes);
  await app.register(push.pushRoutes);
  await app.register(conversations.conversationsRoutes);
  await app.register(applicationForms.applicationFormsRoutes);
  await app.register(tenantProfiles.tenantProfilesRoutes);
  await app.register(applications.applicationsRoutes);
  await app.register(bookings.bookingsRoutes);
  await app.register(rentEscalations.rentEscalationsRoutes);
  await app.register(rentEscalations.rentEscalationScheduler);
  await app.register(savedSearches.savedSearchDigestScheduler);
  await app.register(rentLedger.rentLedgerRoutes);
  await app.register(rentLedger.rentReminderScheduler);
  await app.register(payments.paymentsRoutes);
  await app.register(payments.gatewayOrderLapseScheduler);
  await app.register(roommates.roommatesRoutes);
  await app.register(roommateRequests.roommateRequestsRoutes);
  await app.register(reports.reportsRoutes);
  await app.register(reports.adminReportsRoutes);
  await app.register(adminUsers.adminUsersRoutes);
  await app.register(adminAudit.adminAuditRoutes);
  await app.register(adminContent.adminContentRoutes);
  await app.register(adminStats.adminStatsRoutes);
  await app.register(services.servicesRoutes);
  await app.register(services.serviceProvidersRoutes);
  await app.register(serviceBookings.serviceBookingsRoutes);
  await app.register(siteVisits.siteVisitsRoutes);
  await app.register(siteVisits.visitReminderScheduler);
  await app.register(documents.documentsRoutes);
  await app.register(agreements.agreementsRoutes);
  await app.register(myData.myDataRoutes);
  await app.register(seo.seoRoutes);
  // After the modules: their senders of pushes and mails are registered by then.
  await app.register(deliveriesPlugin);
}
