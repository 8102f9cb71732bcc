import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deductionsOf, duesOfStay, paiseOf } from './rent-ledger.repository';

export interface DepositPosition {
  /** The deposit the tenant paid (0 while unpaid). */
  paidPaise: number;
  deductedPaise: number;
  /**
   * Paid back, or being paid back: a gateway refund still waiting for the gateway's word counts
   * (decision 080), so nothing more is kept or refunded on top of it meanwhile.
   */
  refundedPaise: number;
  /** The payment that paid the deposit (null while unpaid). */
  paymentId: string | null;
}

/** Where a stay's deposit stands at move-out: paid, kept by deductions, and paid back. */
export async function depositPosition(
  db: Kysely<Database>,
  bookingId: string,
): Promise<DepositPosition> {
  const [dues, deductions, refunds] = await Promise.all([
    duesOfStay(db, bookingId),
    deductionsOf(db, bookingId),
    db
      .selectFrom('payments')
      .select('amountPaise')
      .where('bookingId', '=', bookingId)
      .where('kind', '=', 'refund')
      .where('status', 'in', ['confirmed', 'created'])
      .execute(),
  ]);
  const deposit = dues.find((d) => d.kind === 'deposit' && d.paidAt);
  return {
    paidPaise: deposit ? paiseOf(deposit.amountPaise) : 0,
    deductedPaise: deductions.reduce((sum, d) => sum + paiseOf(d.amountPaise), 0),
    refundedPaise: refunds.reduce((sum, r) => sum + paiseOf(r.amountPaise), 0),
    paymentId: deposit?.paymentId ?? null,
  };
}
