import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  providerSummaryQuerySchema,
  providerSummarySchema,
  serviceBookingInputSchema,
  serviceBookingListQuerySchema,
  serviceBookingListSchema,
  serviceBookingSchema,
  serviceBookingStatusInputSchema,
  serviceReviewInputSchema,
  serviceSlotsSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { changeServiceBookingStatus } from './change-service-booking-status';
import { createServiceBooking } from './create-service-booking';
import { getServiceSlots } from './free-slots';
import { getServiceBooking } from './get-service-booking';
import { listServiceBookings } from './list-service-bookings';
import { providerSummary } from './provider-summary';
import { reviewServiceBooking } from './review-service-booking';
import { assertSignedIn } from './service-bookings.policy';

const tags = ['service-bookings'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const params = z.object({ id: z.string().min(1).max(64) });
const customers = new WeakMap<FastifyRequest, string>();

/** Booking a provider's time slot, its lifecycle, reviews and the provider's dashboard. */
export async function serviceBookingsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const member = async (request: FastifyRequest): Promise<RequestAuth> => {
    const caller = await root.readSession(request);
    assertSignedIn(caller);
    return caller;
  };
  const onRequest = async (request: FastifyRequest) => {
    await member(request);
  };
  // Per person, not per address (people behind one carrier's NAT share addresses).
  const bookingLimit = root.rateLimit({
    max: root.config.serviceBookingsPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `service-booking-create:${customers.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  app.get(
    '/api/services/:id/slots',
    {
      schema: {
        tags,
        summary: 'Free one-hour slots of a service over the next 14 days (Asia/Kolkata)',
        params,
        response: { 200: serviceSlotsSchema, ...errors },
      },
    },
    async (request) => getServiceSlots(root.deps, request.params.id),
  );

  app.post(
    '/api/service-bookings',
    {
      onRequest: async (request) => {
        customers.set(request, (await member(request)).userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: bookingLimit,
      schema: {
        tags,
        summary: 'Book a free slot of a service',
        body: serviceBookingInputSchema,
        response: { 201: serviceBookingSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const booking = await createServiceBooking(
        root.deps,
        await member(request),
        request.body,
        root.config.pendingServiceBookings,
      );
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/api/service-bookings',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's bookings, as customer or as provider",
        querystring: serviceBookingListQuerySchema,
        response: { 200: serviceBookingListSchema, ...errors },
      },
    },
    async (request) => listServiceBookings(root.deps, await member(request), request.query),
  );

  app.get(
    '/api/service-bookings/summary',
    {
      onRequest,
      schema: {
        tags,
        summary: "The provider's dashboard",
        querystring: providerSummaryQuerySchema,
        response: { 200: providerSummarySchema, ...errors },
      },
    },
    async (request) => providerSummary(root.deps, await member(request), request.query.weekOf),
  );

  app.get(
    '/api/service-bookings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One booking with its history',
        params,
        response: { 200: serviceBookingSchema, ...errors },
      },
    },
    async (request) => getServiceBooking(root.deps, await member(request), request.params.id),
  );

  app.post(
    '/api/service-bookings/:id/status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Confirm, decline, start, complete or cancel a booking',
        params,
        body: serviceBookingStatusInputSchema,
        response: { 200: serviceBookingSchema, ...errors },
      },
    },
    async (request) =>
      changeServiceBookingStatus(
        root.deps,
        await member(request),
        request.params.id,
        request.body.status,
        request.body.note,
      ),
  );

  app.post(
    '/api/service-bookings/:id/review',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rate and review a completed booking (its customer, once)',
        params,
        body: serviceReviewInputSchema,
        response: { 200: serviceBookingSchema, ...errors },
      },
    },
    async (request) =>
      reviewServiceBooking(root.deps, await member(request), request.params.id, request.body),
  );
}
