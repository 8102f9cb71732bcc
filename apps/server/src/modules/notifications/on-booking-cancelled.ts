import type { Deps } from '../../plugins/events/deps';
import type { BookingEvent } from '../bookings/index';
import { bookingData, OWNER_STAY_PAGE, TENANT_STAY_PAGE } from './booking-notification';
import { storeNotifications } from './store-notifications';

/** The other side hears of a cancellation: the owner when the tenant cancels, and the reverse. */
export function onBookingCancelled(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('booking.cancelled', async (event: BookingEvent, ctx) => {
    const byTenant = event.actorId === event.tenantId;
    const userId = byTenant ? event.ownerId : event.tenantId;
    await storeNotifications(
      ctx,
      [
        {
          userId,
          type: 'bookingCancelled',
          propertyId: event.propertyId,
          senderId: event.actorId,
          title: 'Booking cancelled',
          message: `The stay at "${event.propertyTitle}" from ${event.startDate} to ${event.endDate} was cancelled by the ${byTenant ? 'tenant' : 'owner'}.`,
          data: { ...bookingData(event), cancelledBy: byTenant ? 'tenant' : 'owner' },
        },
      ],
      deps.clock.now().toISOString(),
      {
        pathFor: { [event.ownerId]: OWNER_STAY_PAGE(event), [event.tenantId]: TENANT_STAY_PAGE },
        cta: 'See the booking',
      },
    );
  });
}
