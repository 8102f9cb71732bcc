/**
 * The services module's face: its routes; what booking needs of a service
 * (`findBookableService`) and the one write it makes to one (`rateService`, inside the
 * review's own transaction); hiding a suspended provider's services, and an admin's hide or
 * removal of one; and the row of a service
 * for bulk data of trusted server code (seed, benchmarks).
 */
export { servicesRoutes } from './services.routes';
export { serviceProvidersRoutes } from './service-providers.routes';
export { findBookableService, type BookableService } from './find-bookable-service';
export { rateService, hideProviderServices, setServiceHiddenByAdmin } from './service-ratings';
export { removeService } from './delete-service';
export { createService } from './create-service';
export { serviceRows } from './bulk-rows';
/** The public search (the seo module's head of /services/{service}/{city} lists its first page). */
export { searchServices } from './search-services';
export { openServicePlaces, openProviders } from './open-service-places';
/** A provider's public page (the seo module's head of /service-providers/{id} reads it). */
export { getProviderPage } from './get-provider-page';
