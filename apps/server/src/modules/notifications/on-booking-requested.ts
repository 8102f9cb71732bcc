import type { Deps } from '../../plugins/events/deps';
import type { BookingEvent } from '../bookings/index';
import { bookingData, OWNER_STAY_PAGE, TENANT_STAY_PAGE } from './booking-notification';
import { storeNotifications } from './store-notifications';

/** The listing's owner hears of each new booking request (bell, realtime, mail). */
export function onBookingRequested(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('booking.requested', async (event: BookingEvent, ctx) => {
    await storeNotifications(
      ctx,
      [
        {
          userId: event.ownerId,
          type: 'bookingRequested',
          propertyId: event.propertyId,
          senderId: event.tenantId,
          title: 'New booking request',
          message: `A tenant asked to stay at "${event.propertyTitle}" from ${event.startDate} to ${event.endDate}.`,
          data: bookingData(event),
        },
      ],
      deps.clock.now().toISOString(),
      {
        pathFor: { [event.ownerId]: OWNER_STAY_PAGE(event), [event.tenantId]: TENANT_STAY_PAGE },
        cta: 'Review the booking',
      },
    );
  });
}
