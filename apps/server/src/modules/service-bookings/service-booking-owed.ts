import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { claimOwed, findBooking, releaseOwed, settleOwed } from './service-bookings.repository';

/**
 * What a service booking owes its provider, as the payments module needs it (decision 062): the
 * upfront total once the job is completed, the cancellation fee once the customer cancelled late,
 * nothing otherwise (`amountPaise` 0). Amounts in paise.
 */
export interface ServiceOwed {
  id: string;
  purpose: 'service' | 'cancellation-fee' | null;
  customerId: string;
  providerId: string;
  amountPaise: number;
  date: string;
  openPaymentId: string | null;
  paidAt: string | null;
}

export function owedOf(row: {
  status: string;
  totalPaise: number | string;
  cancellationFeePaise: number | string | null;
}): Pick<ServiceOwed, 'purpose' | 'amountPaise'> {
  if (row.status === 'completed')
    return { purpose: 'service', amountPaise: Number(row.totalPaise) };
  const fee = Number(row.cancellationFeePaise ?? 0);
  if (row.status === 'cancelled' && fee > 0)
    return { purpose: 'cancellation-fee', amountPaise: fee };
  return { purpose: null, amountPaise: 0 };
}

export async function findServiceOwed(
  db: Kysely<Database>,
  id: string,
): Promise<ServiceOwed | undefined> {
  const row = await findBooking(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    ...owedOf(row),
    customerId: row.userId,
    providerId: row.providerId,
    date: row.date,
    openPaymentId: row.openPaymentId,
    paidAt: row.paidAt,
  };
}

type Db = Kysely<Database>;

/**
 * The payments module's hold on what a booking owes (decision 062): a payment in flight claims
 * it (false when it is paid, already claimed, or owes nothing), a failed or disputed one releases
 * it, and a confirmed one settles it (false when another payment got there first).
 */
export const claimServiceOwed = (db: Db, id: string, paymentId: string, now: string) =>
  claimOwed(db, id, paymentId, now);
export const releaseServiceOwed = (db: Db, id: string, paymentId: string, now: string) =>
  releaseOwed(db, id, paymentId, now);
export const settleServiceOwed = (db: Db, id: string, paymentId: string, paidAt: string) =>
  settleOwed(db, id, paymentId, paidAt);
