import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The hold a payment keeps on what it pays (a rent due, what a service booking owes): rows with
 * `openPaymentId` (the payment in flight), `paymentId` and `paidAt`. Each table claims in its own
 * way (what it owes differs); letting go and settling are the same for both.
 */
type PayableTable = 'rent_dues' | 'service_bookings';

/** Lets go of a claim (the payee disputed it, or the gateway failed it). */
export async function releasePayable(
  db: Kysely<Database>,
  table: PayableTable,
  id: string,
  paymentId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ openPaymentId: null, updatedAt: now })
    .where('id', '=', id)
    .where('openPaymentId', '=', paymentId)
    .execute();
}

/**
 * Marks it paid by a payment: by the payment that claimed it, or (cash, recorded by the payee)
 * by one with no claim in the way. False when it is paid or claimed by another.
 */
export async function settlePayable(
  db: Kysely<Database>,
  table: PayableTable,
  id: string,
  paymentId: string,
  paidAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ paymentId, paidAt, openPaymentId: null, updatedAt: paidAt })
    .where('id', '=', id)
    .where('paidAt', 'is', null)
    .where((eb) => eb.or([eb('openPaymentId', 'is', null), eb('openPaymentId', '=', paymentId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
