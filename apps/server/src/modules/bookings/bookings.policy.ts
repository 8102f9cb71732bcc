import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** The two sides of a booking. */
interface Parties {
  tenantId: string;
  ownerId: string;
}

/** Only tenants book stays (spec section 5). */
export const canCreateBooking = (caller: RequestAuth): boolean => caller.role === 'tenant';

/**
 * Owners see the bookings of their own listings and tenants their own; anyone else none
 * (spec section 6). An owner sees only their own listings' bookings, never another owner's.
 */
export const canListBookings = (caller: RequestAuth): boolean =>
  caller.role === 'tenant' || caller.role === 'owner';

/** The two sides read a booking; an admin may too, to help either of them. */
export const canReadBooking = (caller: RequestAuth, booking: Parties): boolean =>
  caller.userId === booking.tenantId || caller.userId === booking.ownerId || actsAsAdmin(caller);

/** Only the listing's owner confirms (spec sections 4 and 6) and records payment. */
export const isBookingOwner = (caller: RequestAuth, booking: Parties): boolean =>
  caller.userId === booking.ownerId;

/** The booking's tenant or the listing's owner cancels (spec section 4). */
export const canCancelBooking = (caller: RequestAuth, booking: Parties): boolean =>
  caller.userId === booking.tenantId || caller.userId === booking.ownerId;
