import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
/** The tenant-profiles module's face: its routes, and the profile for applications to keep answers in. */
export { tenantProfilesRoutes } from './tenant-profiles.routes';
export { mergeIntoTenantProfile, saveTenantProfile } from './save-tenant-profile';
export { getTenantProfile } from './get-tenant-profile';

/** What it reacts to: an account being deleted erases their profile. */
export function subscribe(deps: Pick<Deps, 'bus'>): void {
  onAccountErasing(deps);
}
