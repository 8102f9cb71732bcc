import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  bookingInputSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  stayQuoteQuerySchema,
  stayQuoteSchema,
} from '../schemas/bookings';
import { defineEndpoint } from './endpoint';

const params = z.object({ id: z.string().min(1).max(64) });
const base = { access: 'member', tags: ['bookings'] } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

/** Stays at listings (spec sections 3 to 8): tenants book, owners confirm, either side cancels. */
export const bookingEndpoints = {
  quote: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/properties/:id/bookings/quote',
    summary: 'What a stay at this listing would cost (shown before booking)',
    params,
    query: stayQuoteQuerySchema,
    responses: { 200: stayQuoteSchema, ...errors },
  }),
  create: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/properties/:id/bookings',
    summary: 'Book a stay (tenants): pending until the owner confirms',
    params,
    body: bookingInputSchema,
    responses: { 201: bookingSchema, ...errors },
  }),
  list: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/bookings',
    summary: "Owners: their listings' bookings; tenants: their own. Newest first",
    query: bookingListQuerySchema,
    responses: {
      200: bookingListSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  }),
  get: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/bookings/:id',
    summary: 'One booking (its tenant, the owner, admins)',
    params,
    responses: { 200: bookingSchema, ...errors },
  }),
  confirm: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/bookings/:id/confirm',
    summary: "Confirm a pending stay (the listing's owner); 409 if its dates are taken",
    params,
    responses: { 200: bookingSchema, ...errors },
  }),
  cancel: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    summary: "Cancel a stay (the booking's tenant or the listing's owner)",
    params,
    responses: { 200: bookingSchema, ...errors },
  }),
};
