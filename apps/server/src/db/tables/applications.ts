import type { Application } from '@nivaas/shared';
/** One application, form-based or simple (`kind`). */
export interface ApplicationsTable {
  id: string;
  kind: Application['kind'];
  propertyId: string;
  tenantId: string;
  /** The listing's owner when the seeker applied. */
  ownerId: string;
  status: Application['status'];
  /** JSON text: the form's fields as they were when the seeker applied ([] for simple). */
  fields: string;
  /** JSON text: { [fieldName]: string | number }. */
  answers: string;
  message: string;
  rejectionReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  updatedAt: string;
}

/** A file of a simple application (image or PDF), private to its readers. */
export interface ApplicationDocumentsTable {
  id: string;
  applicationId: string;
  type: string;
  storageKey: string;
  name: string;
  size: number;
  createdAt: string;
}

/** The applications module: applications of both kinds and their documents. */
export interface ApplicationsTables {
  applications: ApplicationsTable;
  application_documents: ApplicationDocumentsTable;
}
