import { BOOKING_MESSAGES as M } from '../schemas/bookings';
import type { ReasonList } from './reason-list';

/**
 * Stays (spec section 8, Bookings). The `*-failed` reasons are what the web says when a call of
 * that kind fails for any other reason; "Failed to create booking:" is followed there by the
 * reason's own message.
 */
export const BOOKING_REASONS = {
  'booking.not-found': { code: 'not-found', message: M.notFound },
  'booking.tenants-only': { code: 'permission-denied', message: M.tenantsOnly },
  'booking.owners-confirm': { code: 'permission-denied', message: M.ownersConfirm },
  'booking.cancel-own': { code: 'permission-denied', message: M.cancelOwn },
  'booking.no-access': { code: 'permission-denied', message: M.noAccess },
  'booking.dates-taken': { code: 'conflict', message: M.datesTaken },
  'booking.not-pending': { code: 'conflict', message: M.notPending },
  'booking.not-for-rent': { code: 'invalid-argument', message: M.notForRent },
  'booking.load-failed': { code: 'unknown', message: M.loadFailed },
  'booking.create-failed': { code: 'unknown', message: M.createFailed },
  'booking.status-update-failed': { code: 'unknown', message: M.statusUpdateFailed },
  'booking.cancel-failed': { code: 'unknown', message: M.cancelFailed },
} as const satisfies ReasonList<'booking'>;
