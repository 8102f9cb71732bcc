import type { PropertyList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { presentProperties } from './present-properties';
import { listPropertiesOfOwner } from './properties.repository';

/** The caller's own listings for the owner dashboard, newest first, every status included. */
export async function listMyProperties(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
): Promise<PropertyList> {
  const rows = await listPropertiesOfOwner(deps.db, caller.userId);
  return { properties: await presentProperties(deps, rows) };
}
