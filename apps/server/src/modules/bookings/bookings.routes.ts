import type { FastifyInstance } from 'fastify';
import { bookingEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { canCreateBooking, canListBookings } from './bookings.policy';
import { cancelBooking } from './cancel-booking';
import { confirmBooking } from './confirm-booking';
import { createBooking } from './create-booking';
import { getBooking } from './get-booking';
import { listBookingsOf } from './list-bookings';
import { quoteListingStay } from './quote-stay';
import { findBookableListing } from './stay-rules';

/** Stays at listings (spec sections 3 to 8): tenants book, owners confirm, either side cancels. */
export async function bookingsRoutes(root: FastifyInstance) {
  const deps = root.deps;

  // Who may act is settled before the body or query is read: a stranger learns nothing from
  // validation.
  routeEndpoint(
    root,
    endpoints.quote,
    ({ caller, params, query }) => quoteListingStay(deps, caller, params.id, query),
    { guard: ({ caller, params }) => findBookableListing(deps.db, caller, params.id) },
  );
  routeEndpoint(
    root,
    endpoints.create,
    ({ caller, params, body }) => createBooking(deps, caller, params.id, body),
    {
      guard: async ({ caller, params }) => {
        if (!canCreateBooking(caller)) throw new AppError('booking.tenants-only');
        await findBookableListing(deps.db, caller, params.id);
      },
    },
  );
  routeEndpoint(root, endpoints.list, ({ caller, query }) => listBookingsOf(deps, caller, query), {
    guard: async ({ caller }) => {
      if (!canListBookings(caller)) throw new AppError('booking.no-access');
    },
  });
  routeEndpoint(root, endpoints.get, ({ caller, params }) => getBooking(deps, caller, params.id));
  routeEndpoint(root, endpoints.confirm, ({ caller, params }) =>
    confirmBooking(deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.cancel, ({ caller, params }) =>
    cancelBooking(deps, caller, params.id),
  );
}
