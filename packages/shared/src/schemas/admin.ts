import { z } from 'zod';
import { ROLES } from '../roles';
import {
  REPORT_ACTIONS,
  REPORT_NOTE_MAX_CHARS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  reportSchema,
} from './reports';
import { lineText, multilineText } from './text';

/**
 * The admin API (issue 13). Every route: role admin with the second factor passed (401 signed
 * out, 403 `request.forbidden` for other roles, 403 `admin.second-factor-required`),
 * rate-limited (ADMIN_RATE_LIMIT_PER_MINUTE, constants.ts), every list paged on the server (`cursor` →
 * `nextCursor`), every action written to the audit log with who, what, when and why.
 */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_REASON_MAX_CHARS = 500;
export const ADMIN_RECENT_ACTIONS = 10;
export const ADMIN_TREND_DAYS = 30;

export const ADMIN_MESSAGES = {
  lastAdmin: 'This is the last admin: make someone else admin first',
  notYourself: 'You cannot do this to your own account',
  secondFactorRequired: 'Set up and use your second factor to use the admin area',
  userNotFound: 'User not found',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  alreadyVerified: 'This email address is already verified',
  contentNotFound: 'Not found',
} as const;

const cursor = z.string().max(200).optional();
const boolParam = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
/** Why an admin acted: required on every action that changes something. */
export const adminReasonSchema = lineText().min(1).max(ADMIN_REASON_MAX_CHARS);
export const adminReasonInputSchema = z.object({ reason: adminReasonSchema });
export type AdminReasonInput = z.infer<typeof adminReasonInputSchema>;

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

// Reports queue --------------------------------------------------------------------------------
export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  targetType: z.enum(REPORT_TARGET_TYPES).optional(),
  /** With `targetType`: the reports and automatic flags of one item (its moderation page). */
  targetId: z.string().max(100).optional(),
  automatic: boolParam,
  cursor,
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export const adminReportPageSchema = pageOf(reportSchema);
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;

export const resolveReportInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: multilineText().max(REPORT_NOTE_MAX_CHARS).optional(),
});
export type ResolveReportInput = z.infer<typeof resolveReportInputSchema>;
export const dismissReportInputSchema = z.object({
  note: multilineText().max(REPORT_NOTE_MAX_CHARS).optional(),
});
export type DismissReportInput = z.infer<typeof dismissReportInputSchema>;

// Audit ------------------------------------------------------------------------------------------
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null for the command line or the system. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target's name or title and the page showing it, as far as they are known. */
  target: z.object({ title: z.string().nullable(), url: z.string().nullable() }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const adminAuditQuerySchema = z.object({
  cursor,
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
  actorId: z.string().max(100).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditPageSchema = pageOf(auditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

// Stats ------------------------------------------------------------------------------------------
export const windowCountSchema = z.object({ today: z.number(), d7: z.number(), d30: z.number() });
export type WindowCount = z.infer<typeof windowCountSchema>;
export const adminStatsSchema = z.object({
  figures: z.object({
    /** Totals by role now. */
    usersByRole: z.object({
      tenant: z.number(),
      owner: z.number(),
      'service-provider': z.number(),
      admin: z.number(),
    }),
    signups: windowCountSchema,
    /** Totals by state now. */
    listingsOpen: z.number(),
    listingsClosed: z.number(),
    listingsHidden: z.number(),
    /** Created in each window. */
    listings: windowCountSchema,
    /** Services offered (made in each window). */
    services: windowCountSchema,
    roommateProfiles: windowCountSchema,
    applications: windowCountSchema,
    bookings: windowCountSchema,
    messages: windowCountSchema,
    /** Open or assigned now. */
    openReports: z.number(),
    reports: windowCountSchema,
  }),
  trend: z.array(
    z.object({
      date: z.string(),
      signups: z.number(),
      listings: z.number(),
      messages: z.number(),
      reports: z.number(),
    }),
  ),
  recentActions: z.array(auditEntrySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// Users ------------------------------------------------------------------------------------------
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  verified: boolParam,
  suspended: boolParam,
  cursor,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminListingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  status: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminListingSummary = z.infer<typeof adminListingSummarySchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    suspendedAt: z.string().nullable(),
    suspendedReason: z.string().nullable(),
    suspendedBy: z.string().nullable(),
  }),
  logins: z.array(z.object({ at: z.string(), ip: z.string(), location: z.string() })),
  listings: z.array(adminListingSummarySchema),
  roommateProfile: z
    .object({ city: z.string().nullable(), paused: z.boolean(), hidden: z.boolean() })
    .nullable(),
  reports: z.array(reportSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminRoleInputSchema = z.object({ role: z.enum(ROLES), reason: adminReasonSchema });
export type AdminRoleInput = z.infer<typeof adminRoleInputSchema>;

// Content moderation -----------------------------------------------------------------------------
export const ADMIN_PROPERTY_STATUSES = ['open', 'closed', 'hidden'] as const;
export type AdminPropertyStatus = (typeof ADMIN_PROPERTY_STATUSES)[number];
export const adminContentQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_PROPERTY_STATUSES).optional(),
  /** Only items with an open report or automatic flag. */
  flagged: boolParam,
  cursor,
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

const moderationFields = {
  ownerId: z.string(),
  ownerName: z.string(),
  /** Hidden by an admin (not the owner's own pause or closing). */
  hiddenByAdmin: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** Hidden from others while its owner is suspended. */
  ownerSuspended: z.boolean(),
  openReports: z.number(),
  automaticFlags: z.number(),
  createdAt: z.string(),
};
export const adminPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  type: z.string(),
  listingType: z.string(),
  /** Rent a month or sale price, whole rupees. */
  price: z.number().nullable(),
  status: z.string(),
  ...moderationFields,
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;
export const adminPropertyPageSchema = pageOf(adminPropertySchema);
export type AdminPropertyPage = z.infer<typeof adminPropertyPageSchema>;

/** A roommate profile is one per person: its id is the person's id. */
export const adminRoommateSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  collegeName: z.string().nullable(),
  paused: z.boolean(),
  ...moderationFields,
});
export type AdminRoommate = z.infer<typeof adminRoommateSchema>;
export const adminRoommatePageSchema = pageOf(adminRoommateSchema);
export type AdminRoommatePage = z.infer<typeof adminRoommatePageSchema>;

/** A service; its owner is its provider. `status` is the provider's own (active or paused). */
export const adminServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  /** Whole rupees. */
  price: z.number(),
  priceType: z.string(),
  status: z.string(),
  ...moderationFields,
});
export type AdminService = z.infer<typeof adminServiceSchema>;
export const adminServicePageSchema = pageOf(adminServiceSchema);
export type AdminServicePage = z.infer<typeof adminServicePageSchema>;
