import type { Booking, PaymentStatus } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { changePaymentStatus, findBookingView } from './bookings.repository';
import { loadBookingFor } from './load-booking';
import { bookingEvent, toBooking } from './present-booking';

/** The listing's owner records the payment: unpaid, paid or refunded (spec section 4). */
export async function setPaymentStatus(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
  paymentStatus: PaymentStatus,
): Promise<Booking> {
  const booking = await loadBookingFor(deps.db, caller, id, 'payment');
  if (booking.paymentStatus !== paymentStatus)
    await inTransaction(deps, async (trx, emit) => {
      if (!(await changePaymentStatus(trx, id, paymentStatus, deps.clock.now().toISOString())))
        return;
      const view = await findBookingView(trx, id);
      if (!view) return;
      emit(
        'booking.payment-changed',
        bookingEvent(
          { ...view, status: view.status, paymentStatus },
          view.propertyTitle,
          caller.userId,
        ),
      );
    });
  const view = await findBookingView(deps.db, id);
  if (!view) throw new AppError('booking.not-found');
  return toBooking(view);
}
