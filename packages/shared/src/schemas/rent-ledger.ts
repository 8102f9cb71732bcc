import { z } from 'zod';
import { DUE_KINDS, DUE_STATES } from '../domain/rent-schedule';
import { paymentSchema } from './payments';

/**
 * The rent ledger (decision 042): every due of a confirmed stay, in integer paise. The tenant
 * and the listing's owner see a stay's dues; nobody else.
 */
export const RENT_LEDGER_MESSAGES = {
  notFound: 'Stay not found',
  forbidden: 'Only the tenant and the owner of this stay can see its dues',
  ownerOnly: 'Only the owner of this stay can change its dues',
  notConfirmed: 'Only a confirmed stay has dues',
} as const;

export const paise = z.number().int().min(0).max(1_000_000_000_00);

export const dueSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  kind: z.enum(DUE_KINDS),
  periodStart: z.string(),
  dueDate: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(DUE_STATES),
  paidAt: z.string().nullable(),
  /** The payment waiting for the payee's word, or the one that paid it. */
  payment: paymentSchema.nullable(),
});
export type Due = z.infer<typeof dueSchema>;

export const LEDGER_SIDES = ['tenant', 'owner'] as const;
export type LedgerSide = (typeof LEDGER_SIDES)[number];

export const dueListQuerySchema = z.object({
  /** Dues the caller pays (tenant) or is paid (owner). */
  as: z.enum(LEDGER_SIDES),
  state: z.enum(DUE_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const dueListSchema = z.object({ dues: z.array(dueSchema) });
export type DueList = z.infer<typeof dueListSchema>;

export const deductionSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Deduction = z.infer<typeof deductionSchema>;

export const stayLedgerSchema = z.object({
  bookingId: z.string(),
  propertyTitle: z.string(),
  tenantId: z.string(),
  ownerId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dueDay: z.number().int().nullable(),
  /**
   * When the owner deleted their account (decision 069), or null: the stay's records stay with
   * the tenant, and what was not yet paid is no longer owed through Nivaas.
   */
  ownerLeftAt: z.string().nullable(),
  dues: z.array(dueSchema),
  deductions: z.array(deductionSchema),
  /**
   * Refunds of the deposit at move-out: paid back (confirmed), and online ones pending at the
   * gateway (created) or failed there (failed); only confirmed ones count in the totals.
   */
  refunds: z.array(paymentSchema),
  totals: z.object({
    duePaise: z.number().int(),
    paidPaise: z.number().int(),
    refundedPaise: z.number().int(),
    deductedPaise: z.number().int(),
  }),
});
export type StayLedger = z.infer<typeof stayLedgerSchema>;

/** The owner's due day of the month, 1–28 (every month has it), or null: the day a month begins. */
export const dueDayInputSchema = z.object({
  dueDay: z.number().int().min(1).max(28).nullable(),
});

export const deductionInputSchema = z.object({
  amountPaise: paise.min(1),
  reason: z.string().trim().min(3).max(300),
});
