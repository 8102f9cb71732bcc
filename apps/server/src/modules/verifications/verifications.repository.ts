import type { Insertable, Kysely, Selectable } from 'kysely';
import type { VerificationStatus, VerificationSubject } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { VerificationsTable } from '../../db/tables/verifications';

type Db = Kysely<Database>;
export type VerificationRow = Selectable<VerificationsTable>;

export const insertVerification = (db: Db, row: Insertable<VerificationsTable>) =>
  db.insertInto('verification_documents').values(row).execute();

export const findVerification = (db: Db, id: string) =>
  db.selectFrom('verification_documents').selectAll().where('id', '=', id).executeTakeFirst();

export const findVerificationByKey = (db: Db, storageKey: string) =>
  db
    .selectFrom('verification_documents')
    .selectAll()
    .where('storageKey', '=', storageKey)
    .executeTakeFirst();

/** The latest document sent for a listing or a provider. */
export const latestVerification = (db: Db, subjectType: VerificationSubject, subjectId: string) =>
  db
    .selectFrom('verification_documents')
    .selectAll()
    .where('subjectType', '=', subjectType)
    .where('subjectId', '=', subjectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Pending ones oldest first (the queue's order); decided ones newest first. */
export const verificationsByStatus = (db: Db, status: VerificationStatus, limit: number) =>
  db
    .selectFrom('verification_documents')
    .innerJoin('users', 'users.id', 'verification_documents.userId')
    .selectAll('verification_documents')
    .select(['users.firstName', 'users.lastName'])
    .where('verification_documents.status', '=', status)
    .orderBy('verification_documents.createdAt', status === 'pending' ? 'asc' : 'desc')
    .orderBy('verification_documents.id')
    .limit(limit)
    .execute();

/** Only a pending document is decided; false when another admin decided it first. */
export async function settleVerification(
  db: Db,
  id: string,
  change: { status: 'approved' | 'rejected'; reason: string | null; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('verification_documents')
    .set({
      status: change.status,
      reason: change.reason,
      reviewedBy: change.by,
      reviewedAt: change.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Providers among `ids` whose latest document an admin approved. */
export async function approvedProviders(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('verification_documents')
    .select('subjectId')
    .where('subjectType', '=', 'provider')
    .where('subjectId', 'in', [...ids])
    .where('status', '=', 'approved')
    .execute();
  return new Set(rows.map((r) => r.subjectId));
}
