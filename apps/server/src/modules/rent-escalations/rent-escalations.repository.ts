import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  RentEscalationHistoryTable,
  RentEscalationNoticesTable,
  RentEscalationsTable,
} from '../../db/tables/rent-escalations';

/** The only place in the rent-escalations module that speaks SQL. */
export type SettingRow = Selectable<RentEscalationsTable>;
export type HistoryRow = Selectable<RentEscalationHistoryTable>;
export type NoticeRow = Selectable<RentEscalationNoticesTable>;
type Db = Kysely<Database>;

export const findSetting = (db: Db, propertyId: string): Promise<SettingRow | undefined> =>
  db
    .selectFrom('rent_escalations')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();

/** Creates or replaces the listing's setting (one per listing). */
export async function saveSetting(db: Db, row: Insertable<RentEscalationsTable>): Promise<void> {
  const { propertyId: _key, createdAt: _created, ...changes } = row;
  await db
    .insertInto('rent_escalations')
    .values(row)
    .onConflict((oc) => oc.column('propertyId').doUpdateSet(changes))
    .execute();
}

/**
 * Claims the increase due at `seenDue` and records it: the row changes only if its due date is
 * still the one this caller saw. Of two instances applying the same increase, the second waits
 * for the first's row lock (PostgreSQL) or write lock (SQLite), then finds the due date moved
 * and changes nothing: false.
 */
export async function claimDueIncrease(
  db: Db,
  propertyId: string,
  seenDue: string,
  changes: Pick<
    RentEscalationsTable,
    'currentRent' | 'lastEscalationDate' | 'nextEscalationDue' | 'updatedAt'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('rent_escalations')
    .set(changes)
    .where('propertyId', '=', propertyId)
    .where('nextEscalationDue', '=', seenDue)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Claims the 30-day notice of the increase due at `seenDue`, once (as claimDueIncrease). */
export async function claimUpcomingNotice(
  db: Db,
  propertyId: string,
  seenDue: string,
): Promise<boolean> {
  const result = await db
    .updateTable('rent_escalations')
    .set({ upcomingNoticeFor: seenDue })
    .where('propertyId', '=', propertyId)
    .where('nextEscalationDue', '=', seenDue)
    .where((eb) =>
      eb.or([eb('upcomingNoticeFor', 'is', null), eb('upcomingNoticeFor', '<>', seenDue)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Settings due by `now`, soonest first; only those of `ownerId`'s listings when given. */
export function listDue(
  db: Db,
  now: string,
  limit: number,
  ownerId?: string,
): Promise<Pick<SettingRow, 'propertyId' | 'nextEscalationDue'>[]> {
  let query = db
    .selectFrom('rent_escalations as r')
    .select(['r.propertyId', 'r.nextEscalationDue'])
    .where('r.nextEscalationDue', '<=', now);
  if (ownerId)
    query = query
      .innerJoin('properties as p', 'p.id', 'r.propertyId')
      .where('p.ownerId', '=', ownerId);
  return query.orderBy('r.nextEscalationDue').limit(limit).execute();
}

/** Settings due after `now` and by `horizon` whose 30-day notice has not gone out. */
export function listNoticeDue(
  db: Db,
  now: string,
  horizon: string,
  limit: number,
): Promise<Pick<SettingRow, 'propertyId' | 'nextEscalationDue'>[]> {
  return db
    .selectFrom('rent_escalations')
    .select(['propertyId', 'nextEscalationDue'])
    .where('nextEscalationDue', '>', now)
    .where('nextEscalationDue', '<=', horizon)
    .where((eb) =>
      eb.or([
        eb('upcomingNoticeFor', 'is', null),
        eb('upcomingNoticeFor', '<>', eb.ref('nextEscalationDue')),
      ]),
    )
    .orderBy('nextEscalationDue')
    .limit(limit)
    .execute();
}

export async function insertHistory(
  db: Db,
  row: Insertable<RentEscalationHistoryTable>,
): Promise<void> {
  await db.insertInto('rent_escalation_history').values(row).execute();
}

/** Newest first. */
export const listHistory = (db: Db, propertyId: string): Promise<HistoryRow[]> =>
  db
    .selectFrom('rent_escalation_history')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();

/**
 * Stores the notices not stored yet (one per listing, kind, date and recipient) and returns
 * those it stored: a notice sent again by a second instance is not stored twice.
 */
export async function insertNotices(
  db: Db,
  rows: readonly Insertable<RentEscalationNoticesTable>[],
): Promise<Pick<NoticeRow, 'id' | 'userId' | 'recipientRole'>[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('rent_escalation_notices')
    .values([...rows])
    .onConflict((oc) => oc.columns(['propertyId', 'kind', 'dueAt', 'userId']).doNothing())
    .returning(['id', 'userId', 'recipientRole'])
    .execute();
}

/** A notice with what its readers see of the listing and the recipient. */
export interface NoticeView extends NoticeRow {
  propertyTitle: string;
  ownerId: string;
  recipientName: string;
  recipientFirstName: string;
  recipientLastName: string;
  recipientAvatarUrl: string | null;
}

const noticesWithParties = (db: Db) =>
  db
    .selectFrom('rent_escalation_notices as n')
    .innerJoin('properties as p', 'p.id', 'n.propertyId')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .selectAll('n')
    .select([
      'p.title as propertyTitle',
      'p.ownerId as ownerId',
      'u.name as recipientName',
      'u.firstName as recipientFirstName',
      'u.lastName as recipientLastName',
      'u.avatarUrl as recipientAvatarUrl',
    ]);

export const findNotice = (db: Db, id: string): Promise<NoticeView | undefined> =>
  noticesWithParties(db).where('n.id', '=', id).executeTakeFirst();

/** Newest first; at most `limit`. */
export const listNoticesOfUser = (db: Db, userId: string, limit: number): Promise<NoticeView[]> =>
  noticesWithParties(db)
    .where('n.userId', '=', userId)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();

export const listNoticesOfProperty = (
  db: Db,
  propertyId: string,
  limit: number,
): Promise<NoticeView[]> =>
  noticesWithParties(db)
    .where('n.propertyId', '=', propertyId)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();

/** The first acknowledgement counts; false when it was acknowledged already. */
export async function acknowledgeNotice(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rent_escalation_notices')
    .set({ acknowledgedAt: at })
    .where('id', '=', id)
    .where('acknowledgedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
