import type { Deps } from '../../plugins/events/deps';
import type { BookingEvent } from '../bookings/index';
import { bookingData, TENANT_STAY_PAGE } from './booking-notification';
import { storeNotifications } from './store-notifications';

/** The tenant hears that the owner confirmed their stay. */
export function onBookingConfirmed(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('booking.confirmed', async (event: BookingEvent, ctx) => {
    await storeNotifications(
      ctx,
      [
        {
          userId: event.tenantId,
          type: 'bookingConfirmed',
          propertyId: event.propertyId,
          senderId: event.ownerId,
          title: 'Booking confirmed',
          message: `Your stay at "${event.propertyTitle}" from ${event.startDate} to ${event.endDate} is confirmed.`,
          data: bookingData(event),
        },
      ],
      deps.clock.now().toISOString(),
      { pathFor: { [event.tenantId]: TENANT_STAY_PAGE }, cta: 'See your stay' },
    );
  });
}
