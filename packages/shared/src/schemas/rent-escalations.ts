import { z } from 'zod';
import { addMonthsToDate, isLocalDate } from '../domain/calendar';
import { RENT_INCREASE_TYPES } from '../domain/rent-increase';
import { personSummarySchema } from './engagement';
import { PROPERTY_LIMITS } from './property-rules';

/**
 * Rent that rises on schedule, one setting per listing (spec sections 3, 4, 6, 8, 9).
 *
 * Routes:
 * - GET  /api/properties/:id/rent-escalation → rentEscalationStateSchema (`rentEscalation` null
 *        when the listing has none); the listing's owner, or an admin
 * - PUT  /api/properties/:id/rent-escalation → rentEscalationSchema (the listing's owner)
 * - GET  /api/properties/:id/rent-escalation/history → rentEscalationHistorySchema (owner, admin)
 * - POST /api/properties/:id/rent-escalation/apply → rentEscalationAppliedSchema (owner: applies
 *        the next increase now; 404 "No rent escalation settings found for this property")
 * - GET  /api/properties/:id/rent-escalation/notices → rentEscalationNoticeListSchema (owner,
 *        admin): who was told, and who has acknowledged
 * - POST /api/rent-escalations/run-due → rentEscalationRunSchema: an owner's run applies their
 *        own due increases and says how many; any other role gets 0 (spec section 6)
 * - GET  /api/rent-escalation-notices → rentEscalationNoticeListSchema (the caller's own notices)
 * - POST /api/rent-escalation-notices/:id/acknowledge → rentEscalationNoticeSchema (its recipient)
 *
 * Applying an increase sets the new rent (the listing's rent too), appends a history entry, sets
 * the last escalation to now and the next due date to now plus the frequency in calendar months
 * of the Asia/Kolkata calendar (addKolkataMonths). A scheduler on the server applies due
 * increases by itself (`appliedAutomatically`). The tenants (a confirmed stay that has not ended,
 * or an approved application) and the owner get a notice 30 days before the due date and
 * another when the increase is applied.
 */
export { RENT_INCREASE_TYPES, type RentIncreaseType } from '../domain/rent-increase';

export const RENT_ESCALATION_LIMITS = {
  frequencyMonthsMax: 120,
  percentageMax: 100,
  fixedMax: 1_000_000,
  /** A listing's rent cannot go past this (₹1 crore a month): an increase stops there. */
  rentMax: PROPERTY_LIMITS.rentMax,
  /** Days before the due date that the tenants and the owner are told. */
  noticeDays: 30,
  /** A due date is set at most this far ahead: a lease's horizon, not year 9999. */
  nextDueYearsMax: 5,
} as const;

/** Spec section 8 Rent escalation, verbatim, and the form's field messages. */
export const RENT_ESCALATION_MESSAGES = {
  loadFailed: 'Failed to load rent escalation settings',
  saveFailed: 'Failed to save rent escalation settings',
  applyFailed: 'Failed to apply rent increase',
  historyLoadFailed: 'Failed to load rent escalation history',
  runDueFailed: 'Failed to process due rent escalations',
  notFound: 'No rent escalation settings found for this property',
  forbidden: "Only the listing's owner can manage its rent escalation",
  noRent: 'This listing has no monthly rent to raise',
  noticeNotFound: 'Notice not found',
  type: 'Choose a fixed amount or a percentage',
  value: 'Enter an increase greater than 0',
  percentage: `A percentage can be at most ${RENT_ESCALATION_LIMITS.percentageMax}, with up to two decimals`,
  fixed: `A fixed increase is whole rupees, at most ${RENT_ESCALATION_LIMITS.fixedMax}`,
  frequency: `Choose every 1 to ${RENT_ESCALATION_LIMITS.frequencyMonthsMax} months`,
  nextDue: 'Choose a due date from today on',
  nextDueTooFar: `Choose a due date within the next ${RENT_ESCALATION_LIMITS.nextDueYearsMax} years`,
  initialRent: 'Enter the initial rent in whole rupees',
} as const;

const M = RENT_ESCALATION_MESSAGES;
const L = RENT_ESCALATION_LIMITS;

/**
 * PUT /api/properties/:id/rent-escalation. `nextEscalationDue` is a date of the Asia/Kolkata
 * calendar (due from 00:00 IST that day), from today on; left out, a new setting is due one
 * frequency from now and a changed one keeps its date. `initialRent` defaults to the listing's
 * rent when the setting is first made. The current rent is always the listing's.
 */
export const rentEscalationInputSchema = z
  .object({
    rentIncreaseType: z.enum(RENT_INCREASE_TYPES, { error: M.type }),
    rentIncreaseValue: z.number({ error: M.value }).positive(M.value),
    rentIncreaseFrequencyMonths: z
      .number({ error: M.frequency })
      .int(M.frequency)
      .min(1, M.frequency)
      .max(L.frequencyMonthsMax, M.frequency),
    nextEscalationDue: z
      .string({ error: M.nextDue })
      .refine(isLocalDate, { message: M.nextDue })
      .optional(),
    initialRent: z
      .number({ error: M.initialRent })
      .int(M.initialRent)
      .positive(M.initialRent)
      .max(L.rentMax, M.initialRent)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const path = ['rentIncreaseValue'];
    if (v.rentIncreaseType === 'percentage') {
      const twoDecimals = Math.abs(
        v.rentIncreaseValue * 100 - Math.round(v.rentIncreaseValue * 100),
      );
      if (v.rentIncreaseValue > L.percentageMax || twoDecimals > 1e-6)
        ctx.addIssue({ code: 'custom', message: M.percentage, path });
    } else if (!Number.isInteger(v.rentIncreaseValue) || v.rentIncreaseValue > L.fixedMax) {
      ctx.addIssue({ code: 'custom', message: M.fixed, path });
    }
  });
export type RentEscalationInput = z.infer<typeof rentEscalationInputSchema>;

/**
 * What is wrong with a due date (a valid calendar date) on `today` (Asia/Kolkata), or null: it
 * must be from today on and within `nextDueYearsMax` years. Today comes from the caller's
 * clock, so the server and the form judge the same date alike.
 */
export function nextDueRefusal(due: string, today: string): string | null {
  if (due < today) return M.nextDue;
  if (due > addMonthsToDate(today, 12 * L.nextDueYearsMax)) return M.nextDueTooFar;
  return null;
}

export const rentEscalationHistoryEntrySchema = z.object({
  id: z.string(),
  /** When it was applied (ISO-8601). */
  date: z.string(),
  previousRent: z.number(),
  newRent: z.number(),
  increaseAmount: z.number(),
  increasePercentage: z.number(),
  /** Whether a tenant of the listing was told (none: false). */
  notifiedTenant: z.boolean(),
  notifiedOwner: z.boolean(),
  /** Applied by the scheduler rather than by the owner. */
  appliedAutomatically: z.boolean(),
});
export type RentEscalationHistoryEntry = z.infer<typeof rentEscalationHistoryEntrySchema>;

export const rentEscalationSchema = z.object({
  propertyId: z.string(),
  rentIncreaseType: z.enum(RENT_INCREASE_TYPES),
  rentIncreaseValue: z.number(),
  rentIncreaseFrequencyMonths: z.number(),
  /** ISO-8601 instant. */
  nextEscalationDue: z.string(),
  /** What the next increase will make the rent (a preview for the owner and tenants). */
  nextRent: z.number(),
  initialRent: z.number(),
  currentRent: z.number(),
  lastEscalationDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Newest first. */
  escalationHistory: z.array(rentEscalationHistoryEntrySchema),
});
export type RentEscalation = z.infer<typeof rentEscalationSchema>;

export const rentEscalationStateSchema = z.object({
  rentEscalation: rentEscalationSchema.nullable(),
});
export type RentEscalationState = z.infer<typeof rentEscalationStateSchema>;

export const rentEscalationHistorySchema = z.object({
  history: z.array(rentEscalationHistoryEntrySchema),
});
export type RentEscalationHistory = z.infer<typeof rentEscalationHistorySchema>;

export const rentEscalationAppliedSchema = z.object({
  rentEscalation: rentEscalationSchema,
  applied: rentEscalationHistoryEntrySchema,
});
export type RentEscalationApplied = z.infer<typeof rentEscalationAppliedSchema>;

export const rentEscalationRunSchema = z.object({ applied: z.number() });
export type RentEscalationRun = z.infer<typeof rentEscalationRunSchema>;

/** `upcoming`: 30 days ahead of the due date; `applied`: the increase has been made. */
export const RENT_ESCALATION_NOTICE_KINDS = ['upcoming', 'applied'] as const;
export type RentEscalationNoticeKind = (typeof RENT_ESCALATION_NOTICE_KINDS)[number];

export const rentEscalationNoticeSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  kind: z.enum(RENT_ESCALATION_NOTICE_KINDS),
  recipient: personSummarySchema,
  recipientRole: z.enum(['tenant', 'owner']),
  /** When the new rent begins (ISO-8601): the due date of an upcoming notice, the moment an
   * applied one was applied. */
  dueAt: z.string(),
  previousRent: z.number(),
  newRent: z.number(),
  createdAt: z.string(),
  /** When the recipient acknowledged it; null until then. */
  acknowledgedAt: z.string().nullable(),
});
export type RentEscalationNotice = z.infer<typeof rentEscalationNoticeSchema>;

export const rentEscalationNoticeListSchema = z.object({
  notices: z.array(rentEscalationNoticeSchema),
});
export type RentEscalationNoticeList = z.infer<typeof rentEscalationNoticeListSchema>;
