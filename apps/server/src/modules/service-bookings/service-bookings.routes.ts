import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceBookingEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getCancellationPolicy, setCancellationPolicy } from './cancellation-policy';
import { changeServiceBookingStatus } from './change-service-booking-status';
import { createServiceBooking } from './create-service-booking';
import { getServiceSlots } from './free-slots';
import { getServiceBooking } from './get-service-booking';
import { listServiceBookings } from './list-service-bookings';
import { providerSummary } from './provider-summary';
import { rescheduleServiceBooking } from './reschedule-service-booking';
import { reviewServiceBooking } from './review-service-booking';

const customers = new WeakMap<FastifyRequest, string>();

/** Booking a provider's time slot, its lifecycle, reviews and the provider's dashboard. */
export async function serviceBookingsRoutes(root: FastifyInstance) {
  const deps = root.deps;
  // Per person, not per address (people behind one carrier's NAT share addresses).
  const bookingLimit = root.rateLimit({
    max: root.config.serviceBookingsPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `service-booking-create:${customers.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  routeEndpoint(root, endpoints.slots, ({ params }) => getServiceSlots(deps, params.id));
  routeEndpoint(
    root,
    endpoints.create,
    ({ caller, body }) =>
      createServiceBooking(deps, caller, body, root.config.pendingServiceBookings),
    {
      guard: async ({ caller, request }) => {
        customers.set(request, caller.userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: bookingLimit,
    },
  );
  routeEndpoint(root, endpoints.list, ({ caller, query }) =>
    listServiceBookings(deps, caller, query),
  );
  routeEndpoint(root, endpoints.summary, ({ caller, query }) =>
    providerSummary(deps, caller, query.weekOf),
  );
  routeEndpoint(root, endpoints.get, ({ caller, params }) =>
    getServiceBooking(deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.status, ({ caller, params, body }) =>
    changeServiceBookingStatus(deps, caller, params.id, body.status, body.note),
  );
  routeEndpoint(root, endpoints.reschedule, ({ caller, params, body }) =>
    rescheduleServiceBooking(deps, caller, params.id, body),
  );
  routeEndpoint(root, endpoints.cancellationPolicy, ({ params }) =>
    getCancellationPolicy(deps, params.providerId),
  );
  routeEndpoint(root, endpoints.setCancellationPolicy, ({ caller, body }) =>
    setCancellationPolicy(deps, caller, body),
  );
  routeEndpoint(root, endpoints.review, ({ caller, params, body }) =>
    reviewServiceBooking(deps, caller, params.id, body),
  );
}
