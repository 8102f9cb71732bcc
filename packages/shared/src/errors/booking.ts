import { BOOKING_MESSAGES as M } from '../schemas/bookings';
import type { ReasonList } from './reason-list';

/** Stays (spec section 8, Bookings). */
export const BOOKING_REASONS = {
  'booking.not-found': { code: 'not-found', message: M.notFound },
  'booking.tenants-only': { code: 'permission-denied', message: M.tenantsOnly },
  'booking.owners-confirm': { code: 'permission-denied', message: M.ownersConfirm },
  'booking.owners-payment': { code: 'permission-denied', message: M.ownersPayment },
  'booking.cancel-own': { code: 'permission-denied', message: M.cancelOwn },
  'booking.no-access': { code: 'permission-denied', message: M.noAccess },
  'booking.dates-taken': { code: 'conflict', message: M.datesTaken },
  'booking.not-pending': { code: 'conflict', message: M.notPending },
  'booking.not-for-rent': { code: 'invalid-argument', message: M.notForRent },
} as const satisfies ReasonList<'booking'>;
