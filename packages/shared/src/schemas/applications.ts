import { z } from 'zod';
import { multilineText } from './text';
import { answersInputSchema, answersSchema, applicationFormFieldSchema } from './application-forms';

/**
 * Applications for a listing (spec sections 3, 4, 6, 8). Two kinds in one model:
 * - `form`: answers to the listing's application form; status submitted → approved | rejected.
 * - `simple`: a message plus documents (images or PDFs); status pending → approved | rejected.
 * Every decision records `reviewedAt`; a rejection may carry a reason.
 *
 * One live application per seeker per listing (live: submitted, pending or approved). A second
 * submit answers 409 `application.already-applied` with `error.details.applicationId` naming the
 * existing one. A seeker may withdraw (DELETE) their own while it is submitted or pending.
 * Once an application exists, the listing's chat thread between the two is open.
 *
 * The spec's mirror record under the property (applicationId, tenantId, status pending →
 * approved | rejected, submittedAt, reviewedAt) is derived from the application, never stored:
 * `propertyApplicationRecord` (decision 014).
 *
 * Who sees what (decision 014): the applicant sees their own; a listing's owner the applications
 * to their own listings; admins all. Nobody else learns that an application exists (404).
 *
 * Routes:
 * - POST   /api/properties/:id/applications (submitApplicationSchema) → 201 applicationResultSchema;
 *          tenants only; answers checked against that listing's form (400, `fields` keyed
 *          `answers.<name>`).
 * - POST   /api/properties/:id/applications/simple (multipart: field `message`, files
 *          `documents`, at most APPLICATION_LIMITS.documentsMax, each at most
 *          APPLICATION_LIMITS.documentMaxBytes, images or PDFs by their bytes) → 201.
 * - GET    /api/applications?status=&propertyId=&limit=&cursor= → applicationListSchema, newest
 *          submission first (keyset). Owners: to their own listings; tenants: their own; admins: all.
 * - GET    /api/applications/:id → applicationResultSchema
 * - POST   /api/applications/:id/approve → applicationResultSchema (the listing's owner or admin)
 * - POST   /api/applications/:id/reject (rejectApplicationSchema) → applicationResultSchema
 * - DELETE /api/applications/:id → 204 (the applicant, while submitted or pending)
 * Deciding twice is a 409 `application.already-decided`. Document files load only for the
 * applicant, the owner and admins.
 */
export const APPLICATION_KINDS = ['form', 'simple'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_STATUSES = ['submitted', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses that hold the seeker's one place per listing. */
export const LIVE_APPLICATION_STATUSES = ['submitted', 'pending', 'approved'] as const;
/** Statuses still waiting for the owner (and that the applicant may withdraw). */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'pending'] as const;
export const isOpenApplicationStatus = (status: string): boolean =>
  (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);

export const APPLICATION_LIMITS = {
  messageMax: 2000,
  reasonMax: 500,
  documentsMax: 5,
  documentMaxBytes: 10 * 1024 * 1024,
  pageSize: 20,
  pageSizeMax: 50,
} as const;

/** Spec section 8 (Applications), verbatim, plus the field and rule messages. */
export const APPLICATION_MESSAGES = {
  viewDenied: 'You do not have permission to view applications. Please check your account type.',
  /** Followed by the failure's own message. */
  loadPrefix: 'Failed to load applications:',
  process: 'Error processing application data',
  submit: 'Failed to submit application',
  updateStatus: 'Failed to update application status',
  delete: 'Failed to delete application',
  signInSubmit: 'You must be logged in to submit an application',
  signInView: 'You must be logged in to view your applications',
  loadProperty: 'Failed to load property applications',
  loadOwn: 'Failed to load your applications',
  alreadyApplied: 'You have already applied for this property.',
  alreadyDecided: 'This application has already been decided.',
  notFound: 'Application not found.',
  tenantsOnly: 'Only tenants can apply for a property.',
  ownListing: 'You cannot apply for your own listing.',
  notOpen: 'This property is not taking applications.',
  withdrawOnlyOpen: 'Only an application still waiting for a decision can be withdrawn.',
  messageRequired: 'Write a message to the owner',
  messageTooLong: `A message can be at most ${APPLICATION_LIMITS.messageMax} characters`,
  reasonTooLong: `A reason can be at most ${APPLICATION_LIMITS.reasonMax} characters`,
  documentType: 'Only images and PDF files can be attached',
  documentSize: `Each document must be at most ${APPLICATION_LIMITS.documentMaxBytes / (1024 * 1024)} MB`,
  tooManyDocuments: `Attach at most ${APPLICATION_LIMITS.documentsMax} documents`,
} as const;
const M = APPLICATION_MESSAGES;

export const submitApplicationSchema = z.object({
  answers: answersInputSchema,
  /** Also keep these answers in the seeker's tenant profile. */
  updateProfile: z.boolean().default(false),
});
export type SubmitApplicationInput = z.input<typeof submitApplicationSchema>;

/** The text part of the multipart simple application. */
export const simpleApplicationMessageSchema = multilineText({ error: M.messageRequired })
  .min(1, M.messageRequired)
  .max(APPLICATION_LIMITS.messageMax, M.messageTooLong);

export const rejectApplicationSchema = z.object({
  reason: multilineText().max(APPLICATION_LIMITS.reasonMax, M.reasonTooLong).optional(),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;

export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  propertyId: z.string().min(1).max(64).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(APPLICATION_LIMITS.pageSizeMax)
    .default(APPLICATION_LIMITS.pageSize),
  cursor: z.string().max(200).optional(),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const applicationDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(['image', 'pdf']),
  name: z.string(),
  size: z.number(),
  /** Private: loads only for the applicant, the listing's owner and admins. */
  url: z.string(),
  uploadedAt: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** The applicant as the owner sees them: their public profile. */
export const applicantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string(),
  bio: z.string(),
  memberSince: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicationListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  sublocality: z.string(),
  /** Whole rupees a month; null for a listing for sale. */
  rent: z.number().nullable(),
});

export const applicationSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  propertyId: z.string(),
  tenantId: z.string(),
  ownerId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The form's fields as they were when the seeker applied (form kind; [] for simple). */
  fields: z.array(applicationFormFieldSchema),
  answers: answersSchema,
  /** Simple kind; '' for form. */
  message: z.string(),
  documents: z.array(applicationDocumentSchema),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
  applicant: applicantSchema,
  property: applicationListingSchema,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationResultSchema = z.object({ application: applicationSchema });
export type ApplicationResult = z.infer<typeof applicationResultSchema>;

export const applicationListSchema = z.object({
  applications: z.array(applicationSchema),
  nextCursor: z.string().nullable(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** `error.details` of the 409 `application.already-applied`. */
export const alreadyAppliedDetailsSchema = z.object({ applicationId: z.string() });

/** The spec's mirror record under the property, derived from the application. */
export interface PropertyApplicationRecord {
  applicationId: string;
  tenantId: string;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  reviewedAt: string | null;
}
export const propertyApplicationRecord = (
  a: Pick<Application, 'id' | 'tenantId' | 'status' | 'submittedAt' | 'reviewedAt'>,
): PropertyApplicationRecord => ({
  applicationId: a.id,
  tenantId: a.tenantId,
  status: a.status === 'approved' || a.status === 'rejected' ? a.status : 'pending',
  submittedAt: a.submittedAt,
  reviewedAt: a.reviewedAt,
});
