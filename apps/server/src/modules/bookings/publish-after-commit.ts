import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { BookingEvent } from './bookings.events';

const ACTION = {
  'booking.requested': 'requested',
  'booking.confirmed': 'confirmed',
  'booking.cancelled': 'cancelled',
} as const;

/** Both sides' open tabs hear of every change to a booking once it has committed. */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  for (const name of Object.keys(ACTION) as (keyof typeof ACTION)[])
    deps.bus.onAfterCommit(name, (event: BookingEvent) => {
      deps.realtime.publish(
        'booking.changed',
        {
          bookingId: event.bookingId,
          propertyId: event.propertyId,
          action: ACTION[name],
          status: event.status,
        },
        [userRoom(event.tenantId), userRoom(event.ownerId)],
      );
    });
}
