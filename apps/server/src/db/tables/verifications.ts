import type { VerificationStatus, VerificationSubject } from '@nivaas/shared';

/** A document sent to be verified as a listing's owner or as a provider, and its review. */
export interface VerificationsTable {
  id: string;
  subjectType: VerificationSubject;
  /** The listing's id, or the provider's own user id. */
  subjectId: string;
  /** Who sent it: the only person besides admins who may open the document. */
  userId: string;
  status: VerificationStatus;
  /** verification_documents/{id}.{ext}: a private folder. */
  storageKey: string;
  fileName: string;
  fileType: 'pdf' | 'image';
  size: number;
  /** Why an admin rejected it. */
  reason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

export interface VerificationsTables {
  verification_documents: VerificationsTable;
}
