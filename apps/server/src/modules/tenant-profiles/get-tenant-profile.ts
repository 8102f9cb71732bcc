import type { TenantProfile } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { findProfile } from './tenant-profiles.repository';
import { toTenantProfile } from './present-tenant-profile';

/** The seeker's own profile; null before their first save. */
export async function getTenantProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<TenantProfile | null> {
  const row = await findProfile(deps.db, userId);
  return row ? toTenantProfile(row) : null;
}
