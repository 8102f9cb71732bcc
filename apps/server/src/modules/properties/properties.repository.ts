import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import type { PropertiesTable } from '../../db/tables/properties';

/** The only place in the properties module that speaks SQL. */
export type PropertyRow = Selectable<PropertiesTable>;
export type PropertyInsert = Insertable<PropertiesTable>;
export type PropertyColumns = Updateable<PropertiesTable>;
type Db = Kysely<Database>;

export const LIST_NAMES = ['amenities', 'nearbyFacilities', 'houseRules'] as const;
export type ListName = (typeof LIST_NAMES)[number];
export type PropertyLists = Record<ListName, string[]>;

const LIST_TABLE = {
  amenities: 'property_amenities',
  nearbyFacilities: 'property_nearby_facilities',
  houseRules: 'property_house_rules',
} as const satisfies Record<ListName, keyof Database>;

/** A listing's house rules in the owner's order (a rental agreement quotes them). */
export const houseRulesOf = async (db: Db, propertyId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('property_house_rules')
      .select('value')
      .where('propertyId', '=', propertyId)
      .orderBy('position')
      .execute()
  ).map((row) => row.value);

const emptyLists = (): PropertyLists => ({ amenities: [], nearbyFacilities: [], houseRules: [] });

/** Callers run it inside a transaction: the row and its lists appear together or not at all. */
export async function insertProperty(
  db: Db,
  row: PropertyInsert,
  lists: PropertyLists,
): Promise<void> {
  await db.insertInto('properties').values(row).execute();
  for (const name of LIST_NAMES) await replaceList(db, row.id, name, lists[name]);
}

export const findProperty = (db: Db, id: string): Promise<PropertyRow | undefined> =>
  db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();

/** The owner's listings, newest first (id breaks ties so the order is stable). */
/** One page of the owner's listings, newest first, after `after`; `limit + 1` rows tell if more follow. */
export function listPropertiesOfOwner(
  db: Db,
  ownerId: string,
  after: KeysetPosition | null,
  limit: number,
): Promise<PropertyRow[]> {
  let query = db.selectFrom('properties').selectAll().where('ownerId', '=', ownerId);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', after.createdAt),
        eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The owner dashboard's figures over all their listings, in one query. */
export async function ownerListingTotals(
  db: Db,
  ownerId: string,
): Promise<{ listings: number; open: number; interested: number; views: number }> {
  const row = await db
    .selectFrom('properties')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('listings'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('status', 'in', ['available', 'vacant']).then(1).else(0).end(),
        )
        .as('open'),
      eb.fn.sum<number | string | null>('interestedCount').as('interested'),
      eb.fn.sum<number | string | null>('viewCount').as('views'),
    ])
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return {
    listings: Number(row.listings),
    open: Number(row.open ?? 0),
    interested: Number(row.interested ?? 0),
    views: Number(row.views ?? 0),
  };
}

/** The lists of each property, in the owner's order; a property without entries gets empty lists. */
export async function loadLists(
  db: Db,
  propertyIds: readonly string[],
): Promise<Map<string, PropertyLists>> {
  const byProperty = new Map<string, PropertyLists>(propertyIds.map((id) => [id, emptyLists()]));
  if (propertyIds.length === 0) return byProperty;
  for (const name of LIST_NAMES) {
    const rows = await db
      .selectFrom(LIST_TABLE[name])
      .select(['propertyId', 'value'])
      .where('propertyId', 'in', [...propertyIds])
      .orderBy('propertyId')
      .orderBy('position')
      .execute();
    for (const row of rows) byProperty.get(row.propertyId)?.[name].push(row.value);
  }
  return byProperty;
}

/** Changes the given columns; false when the property no longer exists. */
export async function updatePropertyColumns(
  db: Db,
  id: string,
  columns: PropertyColumns,
): Promise<boolean> {
  const result = await db
    .updateTable('properties')
    .set(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceList(
  db: Db,
  propertyId: string,
  name: ListName,
  values: readonly string[],
): Promise<void> {
  const table = LIST_TABLE[name];
  await db.deleteFrom(table).where('propertyId', '=', propertyId).execute();
  if (values.length === 0) return;
  await db
    .insertInto(table)
    .values(values.map((value, position) => ({ propertyId, value, position })))
    .execute();
}

/**
 * Removes the property, its lists and its photo rows (the caller removes the photo files). The lists are deleted explicitly rather than left to the
 * foreign-key cascade, so the outcome never depends on the connection's settings.
 */
export async function deleteProperty(db: Db, id: string): Promise<boolean> {
  for (const name of LIST_NAMES)
    await db.deleteFrom(LIST_TABLE[name]).where('propertyId', '=', id).execute();
  await db.deleteFrom('property_images').where('propertyId', '=', id).execute();
  const result = await db.deleteFrom('properties').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The few fields a card of each listing shows elsewhere (a conversation's header). */
export const listingSummaries = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('properties')
        .select([
          'id',
          'title',
          'city',
          'sublocality',
          'ownerId',
          'status',
          'hiddenByAdminAt',
          'ownerSuspended',
          'heldForReview',
        ])
        .where('id', 'in', [...ids])
        .execute();

/**
 * `ids` less the hidden listings that are not `userId`'s own (hidden: inactive, hidden by an
 * admin, or the owner suspended). Ids of no listing stay: their rooms never hear anything.
 */
export async function withoutHiddenFrom(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const hidden = await db
    .selectFrom('properties')
    .select('properties.id')
    .where('properties.id', 'in', [...ids])
    .where((eb) =>
      eb.or([
        eb('properties.status', '=', 'inactive'),
        eb('properties.hiddenByAdminAt', 'is not', null),
        eb('properties.ownerSuspended', '=', eb.lit(true)),
        eb('properties.heldForReview', '=', eb.lit(true)),
      ]),
    )
    .where('properties.ownerId', '!=', userId)
    .execute();
  const refused = new Set(hidden.map((r) => r.id));
  return ids.filter((id) => !refused.has(id));
}

/** Adds one to the listing's counter and returns the new value. */
export async function incrementInterestedCount(db: Db, propertyId: string): Promise<number> {
  const row = await db
    .updateTable('properties')
    .set((eb) => ({ interestedCount: eb('interestedCount', '+', 1) }))
    .where('id', '=', propertyId)
    .returning('interestedCount')
    .executeTakeFirstOrThrow();
  return Number(row.interestedCount);
}

/** Takes one off the listing's counter (never below 0) and returns the new value. */
export async function decrementInterestedCount(db: Db, propertyId: string): Promise<number> {
  const row = await db
    .updateTable('properties')
    .set((eb) => ({
      interestedCount: eb
        .case()
        .when('interestedCount', '>', 0)
        .then(eb('interestedCount', '-', 1))
        .else(0)
        .end(),
    }))
    .where('id', '=', propertyId)
    .returning('interestedCount')
    .executeTakeFirstOrThrow();
  return Number(row.interestedCount);
}

export async function interestedCountOf(db: Db, propertyId: string): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select('interestedCount')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return Number(row?.interestedCount ?? 0);
}

/** The owner's newest listings with what tells whether they are shown. */
export const recentListingsOfOwner = (db: Db, ownerId: string, limit: number) =>
  db
    .selectFrom('properties')
    .select(['id', 'title', 'city', 'status', 'hiddenByAdminAt', 'ownerSuspended', 'createdAt'])
    .where('ownerId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
