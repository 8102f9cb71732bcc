import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Emit } from '../../plugins/events/app-events';
import { listingFacts } from './properties.events';
import { findProperty, updatePropertyColumns } from './properties.repository';

/**
 * Sets a listing's monthly rent inside the caller's transaction (a scheduled rent increase), as
 * an owner's edit of the rent does: it emits `property.changed`, so the interested seekers get
 * the same price-change notification in this transaction and, after commit, open pages of the
 * listing hear `property.updated`. Returns the rent before, or undefined when the listing is gone.
 */
export async function changePropertyRent(
  trx: Kysely<Database>,
  emit: Emit,
  input: { propertyId: string; rent: number; at: string },
): Promise<{ previousRent: number | null } | undefined> {
  const row = await findProperty(trx, input.propertyId);
  if (!row) return undefined;
  if (!(await updatePropertyColumns(trx, row.id, { rent: input.rent, updatedAt: input.at })))
    return undefined;
  const before = listingFacts(row);
  emit('property.changed', {
    propertyId: row.id,
    ownerId: row.ownerId,
    before,
    after: { ...before, rent: input.rent },
  });
  return { previousRent: before.rent };
}
