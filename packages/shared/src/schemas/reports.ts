import { z } from 'zod';
import { chatMessageSchema } from './conversation';
import { reportDetailsSchema, reportPhotoMatchSchema } from './report-details';
import { multilineText } from './text';

/**
 * Reports (issue 13, part 4). Anyone signed in may report a listing, a service, a roommate
 * profile, a user, a comment or a chat message.
 *
 * - POST /api/reports (reportInputSchema) → 201 reportSchema. 401 when signed out; 400
 *   `report.own-item` for oneself or one's own item; 404 `report.target-not-found`; 409
 *   `report.already-open` while the caller's earlier report on that item is open or assigned;
 *   429 `report.rate-limited` past REPORT_CREATE_LIMIT_PER_HOUR.
 * - The admin queue lives under /api/admin/reports (see admin.ts).
 */
export const REPORT_TARGET_TYPES = [
  'listing',
  'service',
  'roommate-profile',
  'user',
  'comment',
  'message',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'scam',
  'wrong-info',
  'already-rented',
  'offensive',
  'discrimination',
  'harassment',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'assigned', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** States in which a report still waits for an admin. */
export const REPORT_PENDING_STATUSES: readonly ReportStatus[] = ['open', 'assigned'];

export const REPORT_ACTIONS = ['hidden', 'user-suspended', 'warned', 'none'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** 3 is the most urgent: the queue shows it first. */
export const REPORT_SEVERITIES = [1, 2, 3] as const;
export type ReportSeverity = (typeof REPORT_SEVERITIES)[number];
export const severityOfReason = (reason: ReportReason): ReportSeverity => {
  if (reason === 'scam' || reason === 'harassment' || reason === 'discrimination') return 3;
  if (reason === 'offensive') return 2;
  return 1;
};

export const REPORT_CREATE_LIMIT_PER_HOUR = 10;
export const REPORT_COMMENT_MAX_CHARS = 1000;
export const REPORT_NOTE_MAX_CHARS = 1000;

export { REPORT_SIGNALS, type ReportSignal } from './report-signals';
export * from './report-details';

export const REPORT_MESSAGES = {
  ownItem: 'You cannot report yourself or something of your own',
  alreadyOpen: 'You have already reported this. An admin will look at it soon.',
  rateLimited: 'You have sent many reports in the last hour. Please try again later.',
  targetNotFound: 'What you are reporting no longer exists',
  notFound: 'Report not found',
  alreadyHandled: 'This report has already been handled',
} as const;

export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().min(1).max(100),
  reason: z.enum(REPORT_REASONS),
  comment: multilineText().max(REPORT_COMMENT_MAX_CHARS).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ReportPerson = z.infer<typeof reportPersonSchema>;

/** What was reported, as an admin needs to find it; null fields once it is gone. */
export const reportTargetSummarySchema = z.object({
  title: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The web path of the item, when it has a page. */
  url: z.string().nullable(),
});
export type ReportTargetSummary = z.infer<typeof reportTargetSummarySchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  severity: z.number().int().min(1).max(3),
  status: z.enum(REPORT_STATUSES),
  automatic: z.boolean(),
  signals: z.array(z.string()),
  /** What an automatic report found, as data; null for people's reports and older flags. */
  details: reportDetailsSchema.nullable(),
  /** Null for an automatic report. */
  reporter: reportPersonSchema.nullable(),
  assignee: reportPersonSchema.nullable(),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
  target: reportTargetSummarySchema,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** A reported chat message with at most 5 messages either side, and nothing more of the thread. */
export const reportMessageContextSchema = z.object({
  before: z.array(chatMessageSchema).max(5),
  message: chatMessageSchema,
  after: z.array(chatMessageSchema).max(5),
});
export type ReportMessageContext = z.infer<typeof reportMessageContextSchema>;
export const REPORT_CONTEXT_SIZE = 5;

export const reportDetailSchema = reportSchema.extend({
  context: reportMessageContextSchema.optional(),
  /** For a duplicate-photo flag: both photos, each with its listing. */
  photoMatch: reportPhotoMatchSchema.optional(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;
