import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  addDaysToDate,
  addMonthsToDate,
  AGREEMENT_LIMITS,
  DEFAULT_AGREEMENT_CLAUSES,
  rentDueDay,
  type AgreementTerms,
} from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { findStayLedger } from '../rent-ledger/index';
import type { findStayForAgreement } from './agreements.repository';

type Stay = NonNullable<Awaited<ReturnType<typeof findStayForAgreement>>>;

/** The last day of a term of `months` from `startDate`: 11 months from 1 June end on 30 April. */
export const termEnd = (startDate: string, months: number): string =>
  addDaysToDate(addMonthsToDate(startDate, months), -1);

/**
 * The due day an agreement of this stay names: the day its rent ledger makes each month due (the
 * owner's due day there, else the start date's day; never before a month begins), as an
 * agreement can say it (1–28: a stay starting on the 29th to 31st is named by the 28th).
 */
export async function ledgerDueDay(
  db: Kysely<Database>,
  stay: { id: string; startDate: string },
): Promise<number> {
  const ledger = await findStayLedger(db, stay.id);
  const day = rentDueDay(ledger?.startDate ?? stay.startDate, ledger?.dueDay ?? null);
  return Math.min(day, AGREEMENT_LIMITS.dueDayMax);
}

/**
 * A new agreement's terms from the leave-and-licence template: the parties, the listing's
 * address, the stay's rent and start, the ledger's due day, the listing's deposit, escalation
 * settings and house rules, 11 months, and the template's open terms and free clauses for the
 * owner to edit.
 */
export function templateTerms(stay: Stay, houseRules: string[], dueDay: number): AgreementTerms {
  const months = AGREEMENT_LIMITS.defaultMonths;
  const place = [stay.address, stay.sublocality, stay.city, stay.state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return {
    ownerName: stay.ownerName,
    tenantName: stay.tenantName,
    propertyTitle: stay.title,
    address: stay.pincode ? `${place} ${stay.pincode}` : place,
    startDate: stay.startDate,
    endDate: termEnd(stay.startDate, months),
    months,
    monthlyRent: stay.monthlyRent,
    deposit: stay.deposit,
    dueDay,
    escalation:
      stay.rentIncreaseType && stay.rentIncreaseValue !== null && stay.rentIncreaseFrequencyMonths
        ? {
            type: stay.rentIncreaseType === 'fixed' ? 'fixed' : 'percentage',
            value: stay.rentIncreaseValue,
            everyMonths: stay.rentIncreaseFrequencyMonths,
          }
        : null,
    lockInMonths: AGREEMENT_LIMITS.defaultLockInMonths,
    noticeMonths: AGREEMENT_LIMITS.defaultNoticeMonths,
    houseRules,
    clauses: [...DEFAULT_AGREEMENT_CLAUSES],
  };
}

/** JSON with keys in sorted order at every level: the same terms always give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The SHA-256 (hex) of one version of an agreement: its id, version and terms in canonical JSON.
 * Each acceptance records the hash it was given, and the PDF's audit page prints it, so anyone
 * can tell whether a printed copy is the version both accepted.
 */
export const documentHash = (id: string, version: number, terms: AgreementTerms): string =>
  createHash('sha256').update(canonical({ id, version, terms })).digest('hex');
