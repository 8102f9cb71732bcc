/** The tenant-profiles module's face: its routes, and the profile for applications to keep answers in. */
export { tenantProfilesRoutes } from './tenant-profiles.routes';
export { mergeIntoTenantProfile, saveTenantProfile } from './save-tenant-profile';
export { getTenantProfile } from './get-tenant-profile';
