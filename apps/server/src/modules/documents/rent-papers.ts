import {
  addDaysToDate,
  addMonthsToDate,
  kolkataDate,
  type RentReceiptInput,
  type ReceiptPaymentMethod,
} from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listStayDues, type StayDue } from '../rent-ledger/index';
import { documentNumber } from './document-texts';
import { findReceiptStay } from './documents.repository';

type ReceiptStay = NonNullable<Awaited<ReturnType<typeof findReceiptStay>>>;

/**
 * A stay whose rent papers the caller may have: its tenant's and its owner's. Anyone else,
 * admins included, is told there is no such receipt.
 */
export async function partyStay(
  db: Kysely<Database>,
  callerId: string,
  bookingId: string,
): Promise<ReceiptStay> {
  const stay = await findReceiptStay(db, bookingId);
  if (!stay || (stay.tenantId !== callerId && stay.ownerId !== callerId))
    throw new AppError('document.receipt-not-found');
  return stay;
}

/** The months of rent of a stay that were paid and confirmed, in date order. */
export const paidRents = async (db: Kysely<Database>, bookingId: string) =>
  (await listStayDues(db, bookingId)).filter(
    (due): due is StayDue & { paid: NonNullable<StayDue['paid']> } =>
      due.kind === 'rent' && due.paid !== null,
  );

/** "NIV-R-…": a receipt's number, the same each time it is downloaded. */
export const receiptNumber = (dueId: string) => documentNumber('R', dueId);

/** The listing's address as the papers print it: street, locality, city, state and PIN code. */
export function addressOf(stay: ReceiptStay): string {
  const place = [stay.address, stay.sublocality, stay.city, stay.state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return (stay.pincode ? `${place} ${stay.pincode}` : place) || stay.title;
}

const RECEIPT_METHODS = new Set<string>(['upi', 'gateway', 'cash']);

/** A paid month as a receipt prints it: the calendar month it pays for, ended by the stay's end. */
export function receiptOf(
  stay: ReceiptStay,
  due: StayDue & { paid: NonNullable<StayDue['paid']> },
): RentReceiptInput {
  const monthEnd = addDaysToDate(addMonthsToDate(due.periodStart, 1), -1);
  return {
    receiptNumber: receiptNumber(due.id),
    tenantName: stay.tenantName,
    ownerName: stay.ownerName,
    propertyAddress: addressOf(stay),
    period: { from: due.periodStart, to: monthEnd < stay.endDate ? monthEnd : stay.endDate },
    amountPaise: due.amountPaise,
    method: (RECEIPT_METHODS.has(due.paid.method)
      ? due.paid.method
      : 'bank-transfer') as ReceiptPaymentMethod,
    reference: due.paid.reference,
    paidOn: kolkataDate(due.paid.paidAt),
    ownerPan: stay.ownerPan ?? null,
  };
}
