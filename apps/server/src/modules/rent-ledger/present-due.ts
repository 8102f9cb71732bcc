import type { Due, DueKind, Payment } from '@nivaas/shared';
import { dueState } from '@nivaas/shared';
import { paiseOf } from './rent-ledger.repository';
import type { DueView } from './rent-ledger.read';

/** A payment as the API answers it, from the columns of a due's view. */
function paymentOf(row: DueView): Payment | null {
  if (!row.paymentId) return null;
  return {
    id: row.paymentId,
    dueId: row.paymentDueId ?? null,
    bookingId: row.paymentBookingId ?? row.bookingId,
    kind: row.paymentKind as Payment['kind'],
    method: row.paymentMethod as Payment['method'],
    status: row.paymentStatus as Payment['status'],
    amountPaise: paiseOf(row.paymentAmountPaise),
    payerId: row.paymentPayerId ?? '',
    payeeId: row.paymentPayeeId ?? '',
    reference: row.paymentReference ?? null,
    disputeReason: row.paymentDisputeReason ?? null,
    createdAt: row.paymentCreatedAt ?? '',
    paidAt: row.paymentPaidAt ?? null,
  };
}

export const toDue = (row: DueView, today: string): Due => ({
  id: row.id,
  bookingId: row.bookingId,
  propertyId: row.propertyId,
  propertyTitle: row.propertyTitle,
  tenantId: row.tenantId,
  tenantName: row.tenantName,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  kind: row.kind as DueKind,
  periodStart: row.periodStart,
  dueDate: row.dueDate,
  amountPaise: paiseOf(row.amountPaise),
  state: dueState(row, today),
  paidAt: row.paidAt,
  payment: paymentOf(row),
});
