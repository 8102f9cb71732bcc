import type { Kysely } from 'kysely';
import { kolkataDate, type Payment, type StayLedger } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toDue } from './present-due';
import { assertSees } from './rent-ledger.policy';
import {
  deductionsOf,
  findLedger,
  ownerLeftAt,
  paiseOf,
  type LedgerRow,
} from './rent-ledger.repository';
import { dueViewsOfStay, refundsOfStay } from './rent-ledger.read';

/** A stay's whole ledger: its dues, what was deducted and refunded, and the totals. */
export async function presentLedger(
  db: Kysely<Database>,
  ledger: LedgerRow,
  today: string,
): Promise<StayLedger> {
  const [rows, deductions, refunds, ownerLeft] = await Promise.all([
    dueViewsOfStay(db, ledger.bookingId),
    deductionsOf(db, ledger.bookingId),
    refundsOfStay(db, ledger.bookingId),
    ownerLeftAt(db, ledger.ownerId),
  ]);
  const dues = rows.map((row) => toDue(row, today));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  // Only what came back counts; a pending or failed online refund is listed, not added.
  const refunded = sum(refunds.filter((r) => r.status === 'confirmed').map((r) => r.amountPaise));
  return {
    bookingId: ledger.bookingId,
    propertyTitle: rows[0]?.propertyTitle ?? '',
    tenantId: ledger.tenantId,
    ownerId: ledger.ownerId,
    startDate: ledger.startDate,
    endDate: ledger.endDate,
    dueDay: ledger.dueDay,
    ownerLeftAt: ownerLeft,
    dues,
    deductions: deductions.map((d) => ({
      id: d.id,
      amountPaise: paiseOf(d.amountPaise),
      reason: d.reason,
      createdAt: d.createdAt,
    })),
    refunds: refunds satisfies Payment[],
    totals: {
      duePaise: sum(dues.filter((d) => !d.paidAt).map((d) => d.amountPaise)),
      // What the tenant has paid and kept paid: the dues settled, less what came back.
      paidPaise: sum(dues.filter((d) => d.paidAt).map((d) => d.amountPaise)) - refunded,
      refundedPaise: refunded,
      deductedPaise: sum(deductions.map((d) => paiseOf(d.amountPaise))),
    },
  };
}

export async function getStayLedger(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  bookingId: string,
): Promise<StayLedger> {
  const ledger = assertSees(caller, await findLedger(deps.db, bookingId));
  return presentLedger(deps.db, ledger, kolkataDate(deps.clock.now()));
}
