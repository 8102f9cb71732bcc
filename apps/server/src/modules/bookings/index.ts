import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../plugins/events/deps';
import { publishAfterCommit } from './publish-after-commit';
import { tenantsStayingAt } from './bookings.repository';
import './bookings.events';

/** The bookings module's face: stays at listings. */
export { bookingsRoutes } from './bookings.routes';
export type { BookingEvent } from './bookings.events';
export { createBooking } from './create-booking';
export { confirmBooking } from './confirm-booking';
export { cancelBooking } from './cancel-booking';
export { findStay, type StayFacts } from './find-stay';

/** Reactions of this module to events (realtime to both sides of a booking). */
export function subscribe(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  publishAfterCommit(deps);
}

/** Tenants whose confirmed stay at the listing has not ended by `today` (YYYY-MM-DD). */
export const currentTenantIds = (
  db: Kysely<Database>,
  propertyId: string,
  today: string,
): Promise<string[]> => tenantsStayingAt(db, propertyId, today);
