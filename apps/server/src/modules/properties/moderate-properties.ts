import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Who hid an item and why, or null to show it again. */
export interface AdminHide {
  at: string;
  reason: string;
  by: string;
}

/**
 * Hides or shows again every listing of an owner whose account is suspended or reinstated:
 * one flag the visibility guards read; each listing's own status stays as its owner left it.
 */
export const setOwnerListingsSuspended = (db: Db, ownerId: string, suspended: boolean) =>
  db
    .updateTable('properties')
    .set({ ownerSuspended: suspended ? 1 : 0 })
    .where('ownerId', '=', ownerId)
    .execute();

/** An admin hides a listing (or shows it again); false when there is no such listing. */
export async function setPropertyHiddenByAdmin(
  db: Db,
  id: string,
  hide: AdminHide | null,
): Promise<boolean> {
  const result = await db
    .updateTable('properties')
    .set({
      hiddenByAdminAt: hide?.at ?? null,
      hiddenReason: hide?.reason ?? null,
      hiddenBy: hide?.by ?? null,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Holds a listing off public pages for review (an open likely-scam flag), or lets it back. */
export const setListingHeldForReview = (db: Db, id: string, held: boolean) =>
  db
    .updateTable('properties')
    .set({ heldForReview: held ? 1 : 0 })
    .where('id', '=', id)
    .execute();

/** An admin approved the owner's proof for this listing (decision 058): it shows as verified. */
export const setListingOwnerVerified = (db: Db, id: string, at: string | null) =>
  db.updateTable('properties').set({ ownerVerifiedAt: at }).where('id', '=', id).execute();
