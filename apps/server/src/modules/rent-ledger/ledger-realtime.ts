import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** Both sides' open tabs refetch the stay's dues (its due day or deductions changed). */
export function publishLedgerChanged(
  deps: Pick<Deps, 'realtime'>,
  ledger: { bookingId: string; tenantId: string; ownerId: string },
): void {
  deps.realtime.publish(
    'payment.changed',
    { bookingId: ledger.bookingId, dueId: null, paymentId: null, status: null },
    [userRoom(ledger.tenantId), userRoom(ledger.ownerId)],
  );
}
