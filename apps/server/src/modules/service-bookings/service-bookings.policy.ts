import { SERVICE_BOOKING_TRANSITIONS, type ServiceBookingStatus } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

interface Sides {
  providerId: string;
  userId: string;
}

/** The two sides read a booking; an admin may too, to help either of them (spec section 6). */
export const canReadBooking = (caller: RequestAuth, b: Sides): boolean =>
  caller.userId === b.userId || caller.userId === b.providerId || actsAsAdmin(caller);

/**
 * Whether the caller may move the booking from its status to `to` (issue 12 lifecycle): the
 * provider confirms, declines, starts and completes; either side cancels a pending or
 * confirmed one. Throws the refusal the caller should see.
 */
export function assertMayMove(
  caller: RequestAuth,
  b: Sides & { status: ServiceBookingStatus },
  to: ServiceBookingStatus,
): void {
  const isSide = caller.userId === b.userId || caller.userId === b.providerId;
  if (!isSide)
    throw new AppError(
      to === 'cancelled' ? 'service-booking.cancel-own' : 'service-booking.no-access',
    );
  const who = SERVICE_BOOKING_TRANSITIONS[b.status][to];
  if (!who) throw new AppError('service-booking.status-update-failed');
  if (who === 'provider' && caller.userId !== b.providerId)
    throw new AppError('service-booking.no-access');
}

/** Only service providers have the bookings dashboard. */
export function assertProvider(caller: RequestAuth): void {
  if (caller.role !== 'service-provider') throw new AppError('service-booking.providers-only');
}
