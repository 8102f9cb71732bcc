import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingPaymentInputSchema,
  bookingSchema,
  stayQuoteQuerySchema,
  stayQuoteSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { canCreateBooking, canListBookings } from './bookings.policy';
import { cancelBooking } from './cancel-booking';
import { setPaymentStatus } from './change-payment-status';
import { confirmBooking } from './confirm-booking';
import { createBooking } from './create-booking';
import { getBooking } from './get-booking';
import { listBookingsOf } from './list-bookings';
import { loadBookingFor, type BookingAction } from './load-booking';
import { quoteListingStay } from './quote-stay';
import { findBookableListing } from './stay-rules';

const params = z.object({ id: z.string().min(1).max(64) });
const tags = ['bookings'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Stays at listings (spec sections 3 to 8): tenants book, owners confirm, either side cancels. */
export async function bookingsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  // Who may act is settled before the body is read: a stranger learns nothing from validation.
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };
  const mayAct = (action: BookingAction) => async (request: FastifyRequest) => {
    await loadBookingFor(deps.db, await root.requireUser(request), idOf(request), action);
  };

  app.get(
    '/api/properties/:id/bookings/quote',
    {
      onRequest: signedIn,
      preValidation: async (request) => {
        await findBookableListing(deps.db, await root.requireUser(request), idOf(request));
      },
      schema: {
        tags,
        summary: 'What a stay at this listing would cost (shown before booking)',
        params,
        querystring: stayQuoteQuerySchema,
        response: { 200: stayQuoteSchema, ...errors },
      },
    },
    async (request) =>
      quoteListingStay(deps, await root.requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/properties/:id/bookings',
    {
      onRequest: signedIn,
      preValidation: async (request) => {
        const caller = await root.requireUser(request);
        if (!canCreateBooking(caller)) throw new AppError('booking.tenants-only');
        await findBookableListing(deps.db, caller, idOf(request));
      },
      schema: {
        tags,
        summary: 'Book a stay (tenants): pending until the owner confirms',
        params,
        body: bookingInputSchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await root.requireUser(request);
      const created = await createBooking(deps, caller, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/bookings',
    {
      onRequest: async (request) => {
        if (!canListBookings(await root.requireUser(request)))
          throw new AppError('booking.no-access');
      },
      schema: {
        tags,
        summary: "Owners: their listings' bookings; tenants: their own. Newest first",
        querystring: bookingListQuerySchema,
        response: {
          200: bookingListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listBookingsOf(deps, await root.requireUser(request), request.query),
  );

  app.get(
    '/api/bookings/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'One booking (its tenant, the owner, admins)',
        params,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => getBooking(deps, await root.requireUser(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/confirm',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Confirm a pending stay (the listing's owner); 409 if its dates are taken",
        params,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => confirmBooking(deps, await root.requireUser(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Cancel a stay (the booking's tenant or the listing's owner)",
        params,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => cancelBooking(deps, await root.requireUser(request), request.params.id),
  );

  app.patch(
    '/api/bookings/:id/payment',
    {
      onRequest: signedIn,
      preValidation: mayAct('payment'),
      schema: {
        tags,
        summary: "Record the payment: unpaid, paid or refunded (the listing's owner)",
        params,
        body: bookingPaymentInputSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) =>
      setPaymentStatus(
        deps,
        await root.requireUser(request),
        request.params.id,
        request.body.paymentStatus,
      ),
  );
}
