import type { Deps } from '../../plugins/events/deps';
import { publishAfterCommit } from './publish-after-commit';
import './service-bookings.events';

/**
 * The service-bookings module's face: its routes; its event `service-booking.changed` (declared
 * in service-bookings.events.ts, which notifications reacts to); the use cases for trusted server
 * code (the demo seed).
 */
export { serviceBookingsRoutes } from './service-bookings.routes';
export type { ServiceBookingEvent } from './service-bookings.events';
export { createServiceBooking, type PendingBookingCaps } from './create-service-booking';
export { changeServiceBookingStatus } from './change-service-booking-status';
export { reviewServiceBooking } from './review-service-booking';
export { setCancellationPolicy } from './cancellation-policy';
/** For the payments module: what a booking owes, and the claim, release and settlement of it. */
export {
  claimServiceOwed,
  findServiceOwed,
  releaseServiceOwed,
  settleServiceOwed,
  type ServiceOwed,
} from './service-booking-owed';

/** After commit, both sides' open tabs hear of each change. */
export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  publishAfterCommit(deps);
}
