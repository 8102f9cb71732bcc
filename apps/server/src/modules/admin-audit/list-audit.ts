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

const PERSON_TARGETS = ['user', 'roommate-profile'];

/** The entries with the names an admin reads: the actor's, and the target's name or title. */
const auditRows = (db: Db) =>
  db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actorId')
    // A roommate profile is keyed by its person's id.
    .leftJoin('users as tu', (j) =>
      j.onRef('tu.id', '=', 'a.targetId').on('a.targetType', 'in', PERSON_TARGETS),
    )
    .leftJoin('properties as tp', (j) =>
      j.onRef('tp.id', '=', 'a.targetId').on('a.targetType', '=', 'property'),
    )
    .leftJoin('services as ts', (j) =>
      j.onRef('ts.id', '=', 'a.targetId').on('a.targetType', '=', 'service'),
    )
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
      'tu.firstName as targetFirstName',
      'tu.lastName as targetLastName',
      'tp.title as propertyTitle',
      'ts.title as serviceTitle',
      'ts.providerId as serviceProviderId',
    ]);

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRows>['execute']>>[number];

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** What the entry is about, as a title and the page that shows it (null once it is gone). */
function targetOf(r: AuditRow): AuditEntryView['target'] {
  const id = encodeURIComponent(r.targetId);
  switch (r.targetType) {
    case 'user':
      return { title: fullName(r.targetFirstName, r.targetLastName), url: `/admin/users/${id}` };
    case 'roommate-profile':
      return {
        title: fullName(r.targetFirstName, r.targetLastName),
        url: `/roommates/profile/${id}`,
      };
    case 'property':
    case 'listing':
      return { title: r.propertyTitle, url: r.propertyTitle ? `/properties/${id}` : null };
    case 'service':
      return {
        title: r.serviceTitle,
        url: r.serviceProviderId
          ? `/service-providers/${encodeURIComponent(r.serviceProviderId)}`
          : null,
      };
    case 'report':
      return { title: null, url: `/admin/reports/${id}` };
    default:
      return { title: null, url: null };
  }
}

export const toAuditEntry = (r: AuditRow): AuditEntryView => ({
  id: String(r.id),
  actor: r.actorId
    ? { id: r.actorId, name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.actorId }
    : null,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  target: targetOf(r),
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
