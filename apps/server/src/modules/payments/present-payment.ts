import type { Payment } from '@nivaas/shared';
import type { PaymentRow } from './payments.repository';

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  dueId: row.dueId,
  bookingId: row.bookingId,
  kind: row.kind as Payment['kind'],
  method: row.method as Payment['method'],
  status: row.status as Payment['status'],
  amountPaise: Number(row.amountPaise),
  payerId: row.payerId,
  payeeId: row.payeeId,
  reference: row.reference,
  disputeReason: row.disputeReason,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
});
