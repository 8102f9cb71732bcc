import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as ledger from './rent-ledger.repository';

/**
 * What the payments module does to a due, inside its own transaction: claim it for one payment
 * (false when it is paid or another payment holds it), let the claim go, or mark it paid
 * (false when paid or claimed by another). The conditional UPDATE of each is the lock.
 */
export const claimDue = (
  db: Kysely<Database>,
  id: string,
  paymentId: string,
  now: string,
): Promise<boolean> => ledger.claimDue(db, id, paymentId, now);

export const releaseDue = (
  db: Kysely<Database>,
  id: string,
  paymentId: string,
  now: string,
): Promise<void> => ledger.releaseDue(db, id, paymentId, now);

export const settleDue = (
  db: Kysely<Database>,
  id: string,
  paymentId: string,
  paidAt: string,
): Promise<boolean> => ledger.settleDue(db, id, paymentId, paidAt);

/**
 * A stay's ledger as the deposit refund and the agreement read it: its two sides, its start and
 * the owner's due day (null: each month is due the day it begins).
 */
export interface StayLedgerFacts {
  bookingId: string;
  propertyId: string;
  tenantId: string;
  ownerId: string;
  startDate: string;
  dueDay: number | null;
}

export async function findStayLedger(
  db: Kysely<Database>,
  bookingId: string,
): Promise<StayLedgerFacts | undefined> {
  const row = await ledger.findLedger(db, bookingId);
  return (
    row && {
      bookingId: row.bookingId,
      propertyId: row.propertyId,
      tenantId: row.tenantId,
      ownerId: row.ownerId,
      startDate: row.startDate,
      dueDay: row.dueDay,
    }
  );
}

/** Locks the stay's ledger for a move-out change (PostgreSQL; SQLite writes one at a time). */
export const lockStayLedger = (db: Kysely<Database>, bookingId: string): Promise<void> =>
  ledger.lockLedger(db, bookingId);
