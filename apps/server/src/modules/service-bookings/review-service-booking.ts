import type { ServiceBooking, ServiceReviewInput } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { rateService } from '../services/index';
import { toServiceBooking } from './present-service-booking';
import {
  eventsOf,
  findBooking,
  findBookingView,
  findReview,
  insertReview,
  supersedeReview,
} from './service-bookings.repository';

/**
 * The customer rates a completed booking, once. A person counts once in a service's rating: this
 * review replaces their earlier one of the same service (from another booking), which stays on
 * that booking as what they said then (decision 040). The review and the service's rating and
 * reviewCount commit together; a second review of the booking (even at the same moment) is
 * refused by the review's unique booking.
 */
export async function reviewServiceBooking(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
  input: ServiceReviewInput,
): Promise<ServiceBooking> {
  const row = await findBooking(deps.db, id);
  if (!row) throw new AppError('service-booking.not-found');
  if (row.userId !== caller.userId) throw new AppError('service-booking.review-own');
  if (row.status !== 'completed') throw new AppError('service-booking.review-not-completed');
  if (await findReview(deps.db, id)) throw new AppError('service-booking.review-exists');
  try {
    const at = deps.clock.now().toISOString();
    await inTransaction(deps, (trx) =>
      rateService(trx, row.serviceId, async () => {
        await supersedeReview(trx, row.serviceId, caller.userId, at);
        await insertReview(trx, {
          id: newId(),
          bookingId: id,
          serviceId: row.serviceId,
          userId: caller.userId,
          rating: input.rating,
          comment: input.comment || null,
          createdAt: at,
        });
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('service-booking.review-exists');
    throw err;
  }
  const [view, history] = await Promise.all([findBookingView(deps.db, id), eventsOf(deps.db, id)]);
  if (!view) throw new AppError('service-booking.not-found');
  return toServiceBooking(view, caller.userId, history);
}
