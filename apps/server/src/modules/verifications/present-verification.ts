import type { Verification } from '@nivaas/shared';
import type { FileStorage } from '../../plugins/storage/storage';
import type { VerificationRow } from './verifications.repository';

/** A document and its review, for its sender and admins only (its URL is private). */
export const presentVerification = (storage: FileStorage, row: VerificationRow): Verification => ({
  id: row.id,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  status: row.status,
  reason: row.reason,
  fileName: row.fileName,
  fileType: row.fileType,
  documentUrl: storage.url(row.storageKey),
  createdAt: row.createdAt,
  reviewedAt: row.reviewedAt,
});
