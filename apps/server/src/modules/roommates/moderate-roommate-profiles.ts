import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Hides (or shows again) a suspended person's roommate profile from everyone else. */
export const setOwnerProfileSuspended = (db: Db, userId: string, suspended: boolean) =>
  db
    .updateTable('roommate_profiles')
    .set({ ownerSuspended: suspended ? 1 : 0 })
    .where('userId', '=', userId)
    .execute();

/** An admin hides a roommate profile (or shows it again); false when there is none. */
export async function setProfileHiddenByAdmin(
  db: Db,
  userId: string,
  hide: { at: string; reason: string; by: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('roommate_profiles')
    .set({
      hiddenByAdminAt: hide?.at ?? null,
      hiddenReason: hide?.reason ?? null,
      hiddenBy: hide?.by ?? null,
    })
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
