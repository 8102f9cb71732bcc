import { z } from 'zod';
import { lineText } from './text';

export const AGREEMENT_LIMITS = {
  defaultMonths: 11,
  /** The latest due day an agreement names (every month has it). */
  dueDayMax: 28,
  defaultLockInMonths: 3,
  defaultNoticeMonths: 1,
  clausesMax: 20,
  clauseMax: 600,
} as const;

export const AGREEMENT_MESSAGES = {
  notFound: 'Agreement not found',
  ownersOnly: 'Only the owner of the stay can prepare its agreement',
  stayNotConfirmed: 'An agreement is made for a confirmed stay',
  exists: 'This stay already has an agreement',
  changed: 'The agreement changed since you opened it. Read it again before accepting',
  clause: `A clause can be at most ${AGREEMENT_LIMITS.clauseMax} characters`,
  clauses: `At most ${AGREEMENT_LIMITS.clausesMax} clauses`,
  dueDay: 'Choose a day from 1 to 28',
  dueDayDiffers:
    'The due day must be the one in this stay’s rent ledger. Change it there, under Rent and payments, first',
  months: 'Choose a number of months from 0 to 11',
  noticeMonths: 'Choose a notice period from 1 to 3 months',
} as const;
const M = AGREEMENT_MESSAGES;

const L = AGREEMENT_LIMITS;

/** What an agreement says: taken from the stay and the listing, the free parts edited by the owner. */
export const agreementTermsSchema = z.object({
  ownerName: z.string(),
  tenantName: z.string(),
  propertyTitle: z.string(),
  address: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  months: z.number().int(),
  /** Whole rupees. */
  monthlyRent: z.number().int(),
  deposit: z.number().int(),
  dueDay: z.number().int(),
  /** The listing's escalation settings, or null when it has none. */
  escalation: z
    .object({
      type: z.enum(['fixed', 'percentage']),
      value: z.number(),
      everyMonths: z.number().int(),
    })
    .nullable(),
  lockInMonths: z.number().int(),
  noticeMonths: z.number().int(),
  houseRules: z.array(z.string()),
  clauses: z.array(z.string()),
});
export type AgreementTerms = z.infer<typeof agreementTermsSchema>;

export const AGREEMENT_PARTIES = ['owner', 'tenant'] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

export const agreementAcceptanceSchema = z.object({
  party: z.enum(AGREEMENT_PARTIES),
  name: z.string(),
  acceptedAt: z.string(),
  ip: z.string(),
});
export type AgreementAcceptance = z.infer<typeof agreementAcceptanceSchema>;

/**
 * A leave-and-licence agreement of a confirmed stay. `version` grows with each change; the
 * acceptances listed are those of the current version, which needs both again once changed.
 * `documentHash` is the SHA-256 of the version's terms, which each acceptance was of.
 */
export const agreementSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  propertyId: z.string(),
  version: z.number().int(),
  status: z.enum(['waiting', 'accepted']),
  terms: agreementTermsSchema,
  documentHash: z.string(),
  acceptances: z.array(agreementAcceptanceSchema),
  yourParty: z.enum(AGREEMENT_PARTIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** A confirmed stay of the owner's that has no agreement yet. */
export const staySansAgreementSchema = z.object({
  bookingId: z.string(),
  propertyTitle: z.string(),
  tenantName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type StaySansAgreement = z.infer<typeof staySansAgreementSchema>;

export const agreementListSchema = z.object({
  agreements: z.array(agreementSchema),
  staysWithout: z.array(staySansAgreementSchema),
});
export type AgreementList = z.infer<typeof agreementListSchema>;

export const agreementCreateSchema = z.object({ bookingId: z.string().min(1).max(64) });

/** What the owner may change: the free clauses and the few numbers a template leaves open. */
export const agreementEditSchema = z.object({
  clauses: z
    .array(lineText().min(1, M.clause).max(L.clauseMax, M.clause))
    .max(L.clausesMax, M.clauses),
  dueDay: z.number({ error: M.dueDay }).int(M.dueDay).min(1, M.dueDay).max(L.dueDayMax, M.dueDay),
  lockInMonths: z.number({ error: M.months }).int(M.months).min(0, M.months).max(11, M.months),
  noticeMonths: z
    .number({ error: M.noticeMonths })
    .int(M.noticeMonths)
    .min(1, M.noticeMonths)
    .max(3, M.noticeMonths),
});
export type AgreementEdit = z.infer<typeof agreementEditSchema>;

/** Accepting names the version read, so a change made meanwhile is not accepted unseen. */
export const agreementAcceptSchema = z.object({ version: z.number().int().min(1) });

/** The free clauses a new agreement starts with; the owner edits them before both accept. */
export const DEFAULT_AGREEMENT_CLAUSES = [
  'The licensee shall use the premises for residence only and shall not sublet them.',
  'Electricity, water and gas are paid by the licensee as metered; society maintenance by the licensor.',
  'The licensee shall keep the premises clean and hand them back in the same condition, fair wear and tear excepted.',
] as const;
