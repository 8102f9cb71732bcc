import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { PaymentChangedEvent } from './payments.events';

/** The payer's and the payee's open tabs see each step of a payment live. */
export function subscribePaymentRealtime(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  deps.bus.onAfterCommit('payment.changed', (event: PaymentChangedEvent) => {
    deps.realtime.publish(
      'payment.changed',
      {
        bookingId: event.bookingId,
        dueId: event.dueId,
        paymentId: event.paymentId,
        status: event.status,
      },
      [userRoom(event.payerId), userRoom(event.payeeId)],
    );
  });
}

export const changed = (
  row: { id: string; dueId: string | null; bookingId: string; payerId: string; payeeId: string },
  status: PaymentChangedEvent['status'],
): PaymentChangedEvent => ({
  paymentId: row.id,
  dueId: row.dueId,
  bookingId: row.bookingId,
  payerId: row.payerId,
  payeeId: row.payeeId,
  status,
});
