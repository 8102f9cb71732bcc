import { z } from 'zod';
import { adminReasonSchema } from './admin';

/**
 * Verified owners and providers (issue 28, decision 058). An owner sends a proof of ownership or
 * authority for a listing (an electricity bill, a tax receipt), a provider an ID or trade
 * document; an admin approves it or rejects it with a reason. The document is seen only by its
 * sender and admins.
 */
export const VERIFICATION_SUBJECTS = ['listing', 'provider'] as const;
export type VerificationSubject = (typeof VERIFICATION_SUBJECTS)[number];
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_LIMITS = {
  /** One PDF, JPEG or PNG, judged by its bytes. */
  documentMaxBytes: 5 * 1024 * 1024,
} as const;

export const VERIFICATION_MESSAGES = {
  notFound: 'Verification not found.',
  inReview:
    'This already has a document waiting for review or approved. Send another only after a rejection.',
  decided: 'This verification has already been decided.',
  documentSize: `The document must be at most ${VERIFICATION_LIMITS.documentMaxBytes / (1024 * 1024)} MB`,
  documentRequired: 'Choose a PDF, JPEG or PNG file',
} as const;

/** One sent document and its review, as its sender and admins see it. */
export const verificationSchema = z.object({
  id: z.string(),
  subjectType: z.enum(VERIFICATION_SUBJECTS),
  subjectId: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  /** The admin's reason when rejected. */
  reason: z.string().nullable(),
  fileName: z.string(),
  fileType: z.enum(['pdf', 'image']),
  /** A private address: it loads only for the sender and admins. */
  documentUrl: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** The latest document sent for a listing or a provider, or null when none was. */
export const verificationStateSchema = z.object({ verification: verificationSchema.nullable() });
export type VerificationState = z.infer<typeof verificationStateSchema>;
export const verificationResultSchema = z.object({ verification: verificationSchema });

/** A queue entry: the document plus what it is about and who sent it. */
export const adminVerificationSchema = verificationSchema.extend({
  /** The listing's title, or the provider's name. */
  subjectTitle: z.string(),
  sender: z.object({ id: z.string(), name: z.string() }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
});
export const adminVerificationListSchema = z.object({ items: z.array(adminVerificationSchema) });
export type AdminVerificationList = z.infer<typeof adminVerificationListSchema>;
export const rejectVerificationSchema = z.object({ reason: adminReasonSchema });
