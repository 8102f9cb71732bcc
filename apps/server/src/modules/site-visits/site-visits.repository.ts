import type { Insertable, Kysely, Updateable } from 'kysely';
import type { SiteVisitStatus } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { SiteVisitsTable } from '../../db/tables/site-visits';

/** The only place in the site-visits module that speaks SQL. */
export type Db = Kysely<Database>;

export const findHours = (db: Db, propertyId: string) =>
  db
    .selectFrom('visiting_hours')
    .select('windows')
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();

export async function saveHours(db: Db, propertyId: string, windows: string, at: string) {
  await db
    .insertInto('visiting_hours')
    .values({ propertyId, windows, updatedAt: at })
    .onConflict((oc) => oc.column('propertyId').doUpdateSet({ windows, updatedAt: at }))
    .execute();
}

/** The ISO starts of a listing's confirmed visits from `from` on. */
export async function confirmedStarts(db: Db, propertyId: string, from: string) {
  const rows = await db
    .selectFrom('site_visits')
    .select('startsAt')
    .where('propertyId', '=', propertyId)
    .where('status', '=', 'confirmed')
    .where('startsAt', '>=', from)
    .execute();
  return rows.map((r) => r.startsAt);
}

/** A visit with what its card shows: the listing's title, both people's names. */
const views = (db: Db) =>
  db
    .selectFrom('site_visits as v')
    .innerJoin('properties as p', 'p.id', 'v.propertyId')
    .innerJoin('users as o', 'o.id', 'v.ownerId')
    .innerJoin('users as s', 's.id', 'v.seekerId')
    .selectAll('v')
    .select([
      'p.title as propertyTitle',
      'o.firstName as ownerFirstName',
      'o.lastName as ownerLastName',
      's.firstName as seekerFirstName',
      's.lastName as seekerLastName',
    ]);
export type SiteVisitView = Awaited<
  ReturnType<ReturnType<typeof views>['executeTakeFirstOrThrow']>
>;

export const findVisitView = (db: Db, id: string) =>
  views(db).where('v.id', '=', id).executeTakeFirst();

/** One side's visits, soonest first. */
export const listVisitViews = (db: Db, side: 'seekerId' | 'ownerId', userId: string) =>
  views(db)
    .where(`v.${side}`, '=', userId)
    .orderBy('v.startsAt', 'desc')
    .orderBy('v.id')
    .limit(200)
    .execute();

export const insertVisit = (db: Db, row: Insertable<SiteVisitsTable>) =>
  db.insertInto('site_visits').values(row).execute();

/** Changes a visit that still has status `from`; false when someone answered it meanwhile. */
export async function moveVisit(
  db: Db,
  id: string,
  from: SiteVisitStatus,
  set: Updateable<SiteVisitsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('site_visits')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function eraseVisitsOf(db: Db, userId: string) {
  await db
    .deleteFrom('site_visits')
    .where((eb) => eb.or([eb('seekerId', '=', userId), eb('ownerId', '=', userId)]))
    .execute();
}

/** Confirmed visits that start after `from` and by `until`, with both names and the title. */
export const confirmedVisitsBetween = (db: Db, from: string, until: string, limit: number) =>
  views(db)
    .where('v.status', '=', 'confirmed')
    .where('v.startsAt', '>', from)
    .where('v.startsAt', '<=', until)
    .orderBy('v.startsAt')
    .orderBy('v.id')
    .limit(limit)
    .execute();

/** The reminders already sent of these visits: `${visitId} ${userId} ${moment}`. */
export async function remindersSent(db: Db, visitIds: readonly string[]) {
  if (visitIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('site_visit_reminders')
    .select(['visitId', 'userId', 'moment'])
    .where('visitId', 'in', [...visitIds])
    .execute();
  return new Set(rows.map((r) => `${r.visitId} ${r.userId} ${r.moment}`));
}

/** Claims a reminder: true for the one caller whose row went in (the key keeps out a second). */
export async function claimVisitReminder(
  db: Db,
  row: { visitId: string; userId: string; moment: string; sentAt: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('site_visit_reminders')
    .values(row)
    .onConflict((oc) => oc.columns(['visitId', 'userId', 'moment']).doNothing())
    .returning('visitId')
    .execute();
  return rows.length === 1;
}

/** The language a person reads what we send them in, as stored (decision 066). */
export async function readerLanguage(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? null;
}
