import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  cancellationPolicyResultSchema,
  cancellationPolicySchema,
  providerSummaryQuerySchema,
  providerSummarySchema,
  serviceBookingInputSchema,
  serviceBookingListQuerySchema,
  serviceBookingListSchema,
  serviceBookingRescheduleSchema,
  serviceBookingSchema,
  serviceBookingStatusInputSchema,
  serviceReviewInputSchema,
  serviceSlotsSchema,
} from '../schemas/service-bookings';
import { defineEndpoint } from './endpoint';

const params = z.object({ id: z.string().min(1).max(64) });
const base = { access: 'member', tags: ['service-bookings'] } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

/** Booking a provider's time slot, its lifecycle, reviews and the provider's dashboard. */
export const serviceBookingEndpoints = {
  slots: defineEndpoint({
    access: 'public',
    tags: ['service-bookings'],
    method: 'GET',
    path: '/api/services/:id/slots',
    summary: 'Free one-hour slots of a service over the next 14 days (Asia/Kolkata)',
    params,
    responses: { 200: serviceSlotsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  create: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/service-bookings',
    summary: "Book a free slot of a service; 409 with that day's fresh slots if it was taken",
    body: serviceBookingInputSchema,
    responses: { 201: serviceBookingSchema, ...errors, 429: apiErrorSchema },
  }),
  list: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/service-bookings',
    summary: "The caller's bookings, as customer or as provider",
    query: serviceBookingListQuerySchema,
    responses: { 200: serviceBookingListSchema, ...errors },
  }),
  summary: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/service-bookings/summary',
    summary: "The provider's dashboard",
    query: providerSummaryQuerySchema,
    responses: { 200: providerSummarySchema, ...errors },
  }),
  get: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/service-bookings/:id',
    summary: 'One booking with its history',
    params,
    responses: { 200: serviceBookingSchema, ...errors },
  }),
  status: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/service-bookings/:id/status',
    summary: 'Confirm, decline, start, complete or cancel a booking',
    params,
    body: serviceBookingStatusInputSchema,
    responses: { 200: serviceBookingSchema, ...errors },
  }),
  reschedule: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/service-bookings/:id/reschedule',
    summary:
      "Move a pending or confirmed booking to another free slot; 409 with that day's fresh slots if taken",
    params,
    body: serviceBookingRescheduleSchema,
    responses: { 200: serviceBookingSchema, ...errors },
  }),
  cancellationPolicy: defineEndpoint({
    access: 'public',
    tags: ['service-bookings'],
    method: 'GET',
    path: '/api/service-providers/:providerId/cancellation-policy',
    summary: "A provider's cancellation policy (null: free cancellation at any time)",
    params: z.object({ providerId: z.string().min(1).max(64) }),
    responses: { 200: cancellationPolicyResultSchema, 400: apiErrorSchema },
  }),
  setCancellationPolicy: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/api/me/cancellation-policy',
    summary: "Set the caller's cancellation policy (service providers)",
    body: cancellationPolicySchema,
    responses: { 200: cancellationPolicyResultSchema, ...errors },
  }),
  review: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/service-bookings/:id/review',
    summary: 'Rate and review a completed booking (its customer, once)',
    params,
    body: serviceReviewInputSchema,
    responses: { 200: serviceBookingSchema, ...errors },
  }),
};
