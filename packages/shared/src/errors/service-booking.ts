import { SERVICE_BOOKING_MESSAGES as M } from '../schemas/service-bookings';
import type { ReasonList } from './reason-list';

/**
 * Service bookings (spec section 8, Bookings). `*-failed` reasons are what the web says when a
 * call of that kind fails for any other reason.
 */
export const SERVICE_BOOKING_REASONS = {
  'service-booking.slot-taken': { code: 'conflict', message: M.slotTaken },
  'service-booking.not-found': { code: 'not-found', message: M.notFound },
  'service-booking.no-access': { code: 'permission-denied', message: M.noAccess },
  'service-booking.cancel-own': { code: 'permission-denied', message: M.cancelOwn },
  'service-booking.status-update-failed': { code: 'conflict', message: M.statusUpdateFailed },
  'service-booking.own-service': { code: 'permission-denied', message: M.ownService },
  'service-booking.service-unavailable': { code: 'conflict', message: M.serviceUnavailable },
  'service-booking.provider-mismatch': { code: 'invalid-argument', message: M.providerMismatch },
  'service-booking.slot-not-offered': { code: 'invalid-argument', message: M.slotNotOffered },
  'service-booking.property-not-yours': { code: 'permission-denied', message: M.propertyNotYours },
  'service-booking.saved-place-not-found': {
    code: 'invalid-argument',
    message: M.savedPlaceNotFound,
  },
  'service-booking.reschedule-failed': { code: 'conflict', message: M.rescheduleFailed },
  'service-booking.review-not-completed': { code: 'conflict', message: M.reviewNotCompleted },
  'service-booking.review-exists': { code: 'conflict', message: M.reviewExists },
  'service-booking.review-own': { code: 'permission-denied', message: M.reviewOwn },
  'service-booking.providers-only': { code: 'permission-denied', message: M.providersOnly },
  'service-booking.load-failed': { code: 'unknown', message: M.loadFailed },
  'service-booking.cancel-failed': { code: 'unknown', message: M.cancelFailed },
  'service-booking.too-many-with-provider': {
    code: 'resource-exhausted',
    message: M.tooManyWithProvider,
  },
  'service-booking.too-many-pending': { code: 'resource-exhausted', message: M.tooManyPending },
  'service-booking.too-early-to-start': { code: 'conflict', message: M.tooEarlyToStart },
  'service-booking.too-early-to-complete': {
    code: 'conflict',
    message: M.tooEarlyToComplete,
  },
} as const satisfies ReasonList<'service-booking'>;
