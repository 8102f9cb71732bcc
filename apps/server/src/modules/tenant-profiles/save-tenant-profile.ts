import type { Kysely } from 'kysely';
import type { TenantProfile } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { Deps } from '../../plugins/events/deps';
import { findProfile, upsertProfile } from './tenant-profiles.repository';
import { parseProfileFields, toTenantProfile } from './present-tenant-profile';

type Fields = Record<string, string | number>;

/** Replaces the seeker's saved answers with `fields` (already checked by the shared schema). */
export async function saveTenantProfile(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  fields: Fields,
): Promise<TenantProfile> {
  const at = deps.clock.now().toISOString();
  await upsertProfile(deps.db, {
    userId,
    fields: JSON.stringify(fields),
    createdAt: at,
    updatedAt: at,
  });
  const row = await findProfile(deps.db, userId);
  return toTenantProfile(row!);
}

/**
 * Keeps an application's answers in the seeker's profile, over what was there by field name
 * (a field the form did not ask keeps its saved answer). Runs in the caller's transaction.
 */
export async function mergeIntoTenantProfile(
  trx: Kysely<Database>,
  userId: string,
  answers: Fields,
  at: string,
): Promise<void> {
  const existing = await findProfile(trx, userId);
  const fields = { ...(existing ? parseProfileFields(existing.fields) : {}), ...answers };
  await upsertProfile(trx, {
    userId,
    fields: JSON.stringify(fields),
    createdAt: at,
    updatedAt: at,
  });
}
