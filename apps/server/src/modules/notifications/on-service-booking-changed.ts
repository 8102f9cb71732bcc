import type { NotificationType, ServiceBookingStatus } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { ServiceBookingEvent } from '../service-bookings/index';
import { storeNotifications } from './store-notifications';

const TOLD: Partial<
  Record<ServiceBookingStatus, { type: NotificationType; title: string; verb: string }>
> = {
  pending: {
    type: 'serviceBookingRequested',
    title: 'New service booking request',
    verb: 'asked for',
  },
  confirmed: {
    type: 'serviceBookingConfirmed',
    title: 'Service booking confirmed',
    verb: 'confirmed',
  },
  declined: { type: 'serviceBookingDeclined', title: 'Service booking declined', verb: 'declined' },
  cancelled: {
    type: 'serviceBookingCancelled',
    title: 'Service booking cancelled',
    verb: 'cancelled',
  },
  completed: { type: 'serviceBookingCompleted', title: 'Service completed', verb: 'completed' },
};

/**
 * Where each side acts on a booking: the provider's dashboard, the customer's "My bookings" on
 * the seeker's dashboard (an owner is taken to their own by the access guard).
 */
const PROVIDER_PAGE = '/service-provider';
const CUSTOMER_PAGE = '/tenant';

/**
 * The other side of a booking hears of its request and of each decision (bell, realtime,
 * mail); starting the work is only seen live on the dashboards.
 */
export function onServiceBookingChanged(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('service-booking.changed', async (event: ServiceBookingEvent, ctx) => {
    const told = TOLD[event.status];
    if (!told) return;
    const byProvider = event.actorId === event.providerId;
    const recipient = byProvider ? event.userId : event.providerId;
    const name = byProvider ? event.providerName : event.customerName;
    await storeNotifications(
      ctx,
      [
        {
          userId: recipient,
          type: told.type,
          senderId: event.actorId,
          title: told.title,
          message: `${name} ${told.verb} "${event.serviceTitle}" on ${event.date} at ${event.timeSlot}.`,
          data: {
            bookingId: event.bookingId,
            name,
            service: event.serviceTitle,
            date: event.date,
            time: event.timeSlot,
          },
        },
      ],
      event.at,
      {
        pathFor: {
          [event.providerId]: PROVIDER_PAGE,
          [event.userId]: CUSTOMER_PAGE,
        },
        cta: 'See the booking',
      },
    );
  });
}
