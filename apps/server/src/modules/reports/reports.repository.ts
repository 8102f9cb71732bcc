import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ReportStatus, ReportTargetType } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { ReportsTable } from '../../db/tables/reports';

/** The only place in the reports module that speaks SQL. */
type Db = Kysely<Database>;
export type ReportRow = Selectable<ReportsTable>;
export type ReportInsert = Insertable<ReportsTable>;

export const PENDING: readonly ReportStatus[] = ['open', 'assigned'];

export const findReport = (db: Db, id: string) =>
  db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();

export const insertReport = (db: Db, row: ReportInsert) =>
  db.insertInto('reports').values(row).execute();

/** Changes a report only while it is in one of `from`; false when it was not. */
export async function updateReport(
  db: Db,
  id: string,
  from: readonly ReportStatus[],
  set: Updateable<ReportsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An automatic report of the item with `signal` among its signals (any status). */
export const automaticReportWithSignal = (
  db: Db,
  type: ReportTargetType,
  targetId: string,
  signal: string,
) =>
  db
    .selectFrom('reports')
    .select('id')
    .where('targetType', '=', type)
    .where('targetId', '=', targetId)
    .where('reporterId', 'is', null)
    .where('signals', 'like', `%${JSON.stringify(signal)}%`)
    .executeTakeFirst();

export const openReportBy = (
  db: Db,
  reporterId: string,
  type: ReportTargetType,
  targetId: string,
) =>
  db
    .selectFrom('reports')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('targetType', '=', type)
    .where('targetId', '=', targetId)
    .where('status', 'in', [...PENDING])
    .executeTakeFirst();

export async function countReportsSince(db: Db, reporterId: string, since: string) {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('reporterId', '=', reporterId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a page of the queue ended: most severe first, then oldest first. */
export interface QueuePosition {
  severity: number;
  createdAt: string;
  id: string;
}

export interface QueueFilter {
  status?: ReportStatus;
  targetType?: ReportTargetType;
  targetId?: string;
  automatic?: boolean;
  after: QueuePosition | null;
  limit: number;
}

export function reportQueue(db: Db, f: QueueFilter) {
  let q = db.selectFrom('reports').selectAll();
  if (f.status) q = q.where('status', '=', f.status);
  if (f.targetType) q = q.where('targetType', '=', f.targetType);
  if (f.targetId) q = q.where('targetId', '=', f.targetId);
  if (f.automatic !== undefined) q = q.where('automatic', '=', sql.lit(f.automatic));
  if (f.after) {
    const a = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('severity', '<', a.severity),
        eb.and([eb('severity', '=', a.severity), eb('createdAt', '>', a.createdAt)]),
        eb.and([
          eb('severity', '=', a.severity),
          eb('createdAt', '=', a.createdAt),
          eb('id', '>', a.id),
        ]),
      ]),
    );
  }
  return q
    .orderBy('severity', 'desc')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(f.limit + 1)
    .execute();
}

/** Reports about a person: of them, or of anything of theirs; newest first. */
export const reportsAbout = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('reports')
    .selectAll()
    .where('targetOwnerId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();

/** Open reports and automatic flags per item, for the moderation lists. */
export async function pendingCounts(
  db: Db,
  type: ReportTargetType,
  ids: readonly string[],
): Promise<Map<string, { reports: number; flags: number }>> {
  const counts = new Map<string, { reports: number; flags: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('reports')
    .select(['targetId', 'automatic', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('targetType', '=', type)
    .where('targetId', 'in', [...ids])
    .where('status', 'in', [...PENDING])
    .groupBy(['targetId', 'automatic'])
    .execute();
  for (const r of rows) {
    const c = counts.get(r.targetId) ?? { reports: 0, flags: 0 };
    if (r.automatic === true || r.automatic === 1) c.flags += Number(r.n);
    else c.reports += Number(r.n);
    counts.set(r.targetId, c);
  }
  return counts;
}

/** People's names by id (reporters, assignees, owners). */
export async function namesOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const names = new Map<string, { id: string; firstName: string; lastName: string }>();
  if (wanted.length === 0) return names;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', wanted)
    .execute();
  for (const r of rows) names.set(r.id, r);
  return names;
}

/** A report that holds its listing for review: automatic, the most severe, still waiting. */
export const HOLDING_SEVERITY = 3;

/** Whether the listing has an automatic report that holds it for review. */
export async function listingHeldByFlags(db: Db, listingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('targetType', '=', 'listing')
    .where('targetId', '=', listingId)
    .where('automatic', '=', sql.lit(true))
    .where('severity', '>=', HOLDING_SEVERITY)
    .where('status', 'in', [...PENDING])
    .executeTakeFirst();
  return row !== undefined;
}
