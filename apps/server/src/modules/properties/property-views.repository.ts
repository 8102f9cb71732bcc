import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Counts an opening of the listing page once per person per day: reloads and refetches of the
 * same day change nothing. Answers whether it counted. Callers run it in a transaction.
 */
export async function countPropertyView(
  db: Kysely<Database>,
  propertyId: string,
  userId: string,
  day: string,
): Promise<boolean> {
  const result = await db
    .insertInto('property_views')
    .values({ propertyId, userId, day })
    .onConflict((oc) => oc.columns(['propertyId', 'userId', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('properties')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', propertyId)
    .execute();
  return true;
}
