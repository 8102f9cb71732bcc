import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only place in the interests module that speaks SQL. */
type Db = Kysely<Database>;

/**
 * Records the person's interest; false when it was already recorded. The primary key decides,
 * so two requests at once still leave one row (and the listing's counter one increment).
 */
export async function addInterest(
  db: Db,
  propertyId: string,
  userId: string,
  createdAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('property_interests')
    .values({ propertyId, userId, createdAt })
    .onConflict((oc) => oc.columns(['propertyId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes the person's interest back; false when there was none to take. */
export async function removeInterest(db: Db, propertyId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('property_interests')
    .where('propertyId', '=', propertyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function hasInterest(db: Db, propertyId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('property_interests')
    .select('userId')
    .where('propertyId', '=', propertyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who is interested in the listing, newest first, with their public fields. */
export const listInterestsOf = (db: Db, propertyId: string) =>
  db
    .selectFrom('property_interests as i')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.avatarUrl', 'i.createdAt'])
    .where('i.propertyId', '=', propertyId)
    .orderBy('i.createdAt', 'desc')
    .orderBy('u.id', 'desc')
    .execute();

/** The interested people who are tenants: the only ones told of the listing's changes. */
export async function interestedTenantIds(db: Db, propertyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('property_interests as i')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .select('u.id')
    .where('i.propertyId', '=', propertyId)
    .where('u.userType', '=', 'tenant')
    .execute();
  return rows.map((r) => r.id);
}
