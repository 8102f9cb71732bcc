import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** Both sides' open tabs hear of every committed change (dashboards and lists refetch). */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  deps.bus.onAfterCommit('service-booking.changed', (event) => {
    deps.realtime.publish(
      'serviceBooking.changed',
      { bookingId: event.bookingId, status: event.status },
      [userRoom(event.providerId), userRoom(event.userId)],
    );
  });
}
