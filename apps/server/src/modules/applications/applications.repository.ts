import type { ApplicationStatus } from '@nivaas/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { LIVE_APPLICATION_STATUSES, OPEN_APPLICATION_STATUSES } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { ApplicationDocumentsTable, ApplicationsTable } from '../../db/tables/applications';

/** The only place in the applications module that speaks SQL. */
type Db = Kysely<Database>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type DocumentRow = Selectable<ApplicationDocumentsTable>;

export const findApplicationQuery = (db: Db, id: string) =>
  db.selectFrom('applications').selectAll().where('id', '=', id);
export const findApplication = (db: Db, id: string) =>
  findApplicationQuery(db, id).executeTakeFirst();

/** The seeker's live application for a listing (submitted, pending or approved), if any. */
export const findLiveApplication = (db: Db, propertyId: string, tenantId: string) =>
  db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('propertyId', '=', propertyId)
    .where('tenantId', '=', tenantId)
    .where('status', 'in', [...LIVE_APPLICATION_STATUSES])
    .executeTakeFirst();

export const insertApplication = (db: Db, row: Insertable<ApplicationsTable>) =>
  db.insertInto('applications').values(row).execute();

export const insertDocuments = (db: Db, rows: Insertable<ApplicationDocumentsTable>[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db.insertInto('application_documents').values(rows).execute();

export const documentsQuery = (db: Db, applicationIds: readonly string[]) =>
  db
    .selectFrom('application_documents')
    .selectAll()
    .where('applicationId', 'in', applicationIds)
    .orderBy('createdAt')
    .orderBy('id');
export const documentsOf = (db: Db, applicationIds: readonly string[]) =>
  applicationIds.length === 0
    ? Promise.resolve([] as DocumentRow[])
    : documentsQuery(db, applicationIds).execute();

/**
 * Records a decision on an application still waiting for one; undefined when it was already
 * decided (or withdrawn) meanwhile: the status check and the write are one statement.
 */
export const decide = (
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; rejectionReason: string | null; at: string },
) =>
  db
    .updateTable('applications')
    .set({
      status: decision.status,
      rejectionReason: decision.rejectionReason,
      reviewedAt: decision.at,
      updatedAt: decision.at,
    })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_APPLICATION_STATUSES])
    .returningAll()
    .executeTakeFirst();

/** Deletes an application still waiting for a decision; false when it no longer was. */
export async function deleteOpenApplication(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('applications')
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_APPLICATION_STATUSES])
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Where the previous page ended: the last (submittedAt, id) it showed. */
export interface ApplicationKey {
  submittedAt: string;
  id: string;
}

export interface ApplicationFilter {
  /** Whose view: an owner's (to their listings), a tenant's (their own), or everyone's (admin). */
  ownerId?: string;
  tenantId?: string;
  status?: ApplicationStatus;
  propertyId?: string;
}

/**
 * One page, newest submission first; `limit + 1` rows tell whether more follow. Each view is
 * one range of its index (owner with or without status, tenant, listing), keyset by
 * (submittedAt, id), so a page costs the same on the thousandth page as on the first.
 */
export function listApplicationsQuery(
  db: Db,
  filter: ApplicationFilter,
  after: ApplicationKey | null,
  limit: number,
) {
  let q = db.selectFrom('applications').selectAll();
  if (filter.ownerId !== undefined) q = q.where('ownerId', '=', filter.ownerId);
  if (filter.tenantId !== undefined) q = q.where('tenantId', '=', filter.tenantId);
  if (filter.propertyId !== undefined) q = q.where('propertyId', '=', filter.propertyId);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('submittedAt', '<', after.submittedAt),
        eb.and([eb('submittedAt', '=', after.submittedAt), eb('id', '<', after.id)]),
      ]),
    );
  return q.orderBy('submittedAt', 'desc').orderBy('id', 'desc').limit(limit);
}
export const listApplications = (
  db: Db,
  filter: ApplicationFilter,
  after: ApplicationKey | null,
  limit: number,
) => listApplicationsQuery(db, filter, after, limit).execute();

/** Applicants who were approved for a listing (newest first), for stays and rent notices. */
export const approvedApplicants = (db: Db, propertyId: string) =>
  db
    .selectFrom('applications')
    .select('tenantId')
    .where('propertyId', '=', propertyId)
    .where('status', '=', 'approved')
    .orderBy('submittedAt', 'desc')
    .execute();

/** Whether the seeker has any application for the listing, whatever its status. */
export const anyApplication = (db: Db, propertyId: string, tenantId: string) =>
  db
    .selectFrom('applications')
    .select('id')
    .where('propertyId', '=', propertyId)
    .where('tenantId', '=', tenantId)
    .limit(1)
    .executeTakeFirst();

/**
 * What an application shows of its listing and its two people. Read here rather than through
 * the listings' and people's modules, which have no face for it yet: one query per page.
 */
export const listingsQuery = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('properties')
    .select(['id', 'ownerId', 'status', 'title', 'city', 'sublocality', 'rent'])
    .where('id', 'in', ids);
export const listingsFor = (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : listingsQuery(db, ids).execute();

export const peopleQuery = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'avatarUrl', 'bio', 'createdAt'])
    .where('id', 'in', ids);
export const peopleFor = (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : peopleQuery(db, ids).execute();
