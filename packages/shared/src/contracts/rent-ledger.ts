import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  deductionInputSchema,
  deductionSchema,
  dueDayInputSchema,
  dueListQuerySchema,
  dueListSchema,
  stayLedgerSchema,
} from '../schemas/rent-ledger';
import { defineEndpoint } from './endpoint';

const tags = ['rent-ledger'];
const stay = z.object({ bookingId: z.string().min(1).max(64) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A stay's dues, for its tenant and the listing's owner (decision 042). */
export const rentLedgerEndpoints = {
  dues: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/rent-ledger/dues',
    summary: "The caller's dues as tenant or as owner: late first, then by due date",
    query: dueListQuerySchema,
    responses: { 200: dueListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  stay: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/rent-ledger/stays/:bookingId',
    summary: "A stay's dues, deductions, refunds and totals (its tenant or owner)",
    params: stay,
    responses: { 200: stayLedgerSchema, ...errors },
  }),
  setDueDay: defineEndpoint({
    access: 'member',
    tags,
    method: 'PUT',
    path: '/api/rent-ledger/stays/:bookingId/due-day',
    summary: 'The owner sets the day of the month rent falls due (unpaid months move to it)',
    params: stay,
    body: dueDayInputSchema,
    responses: { 200: stayLedgerSchema, 400: apiErrorSchema, ...errors },
  }),
  deduct: defineEndpoint({
    access: 'member',
    tags,
    method: 'POST',
    path: '/api/rent-ledger/stays/:bookingId/deductions',
    summary: 'At move-out the owner deducts from the paid deposit, with a reason',
    params: stay,
    body: deductionInputSchema,
    responses: { 201: deductionSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
  }),
};
