import {
  ADMIN_PAGE_SIZE,
  type AdminAuditPage,
  type AdminAuditQuery,
  type AuditEntryView,
} from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { Deps } from '../../plugins/events/deps';

const parseDetails = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

type Db = Kysely<Database>;

const auditRows = (db: Db) =>
  db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actorId')
    .select([
      'a.id',
      'a.actorId',
      'a.action',
      'a.targetType',
      'a.targetId',
      'a.reason',
      'a.details',
      'a.createdAt',
      'u.firstName',
      'u.lastName',
    ]);

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRows>['execute']>>[number];

export const toAuditEntry = (r: AuditRow): AuditEntryView => ({
  id: String(r.id),
  actor: r.actorId
    ? { id: r.actorId, name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.actorId }
    : null,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  reason: r.reason,
  details: parseDetails(r.details),
  createdAt: r.createdAt,
});

/** The audit log, newest first, filtered by target or actor; one page at a time. */
export async function listAudit(
  deps: Pick<Deps, 'db'>,
  query: AdminAuditQuery,
  limit = ADMIN_PAGE_SIZE,
): Promise<AdminAuditPage> {
  let q = auditRows(deps.db);
  if (query.targetType) q = q.where('a.targetType', '=', query.targetType);
  if (query.targetId) q = q.where('a.targetId', '=', query.targetId);
  if (query.actorId) q = q.where('a.actorId', '=', query.actorId);
  const after = decodeCursor(query.cursor);
  // Ids grow with time: the id alone orders and pages the log.
  if (after) q = q.where('a.id', '<', Number(after.id));
  const rows = await q
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toAuditEntry),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.createdAt, id: String(last.id) })
        : null,
  };
}
