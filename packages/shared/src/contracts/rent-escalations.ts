import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  rentEscalationAppliedSchema,
  rentEscalationHistorySchema,
  rentEscalationInputSchema,
  rentEscalationNoticeListSchema,
  rentEscalationNoticeSchema,
  rentEscalationRunSchema,
  rentEscalationSchema,
  rentEscalationStateSchema,
} from '../schemas/rent-escalations';
import { defineEndpoint } from './endpoint';

const params = z.object({ id: z.string().min(1).max(64) });
const base = { access: 'member', tags: ['rent-escalations'] } as const;
const listing = { ...base, params } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** Rent that rises on schedule (spec sections 3 to 9), one setting per listing. */
export const rentEscalationEndpoints = {
  state: defineEndpoint({
    ...listing,
    method: 'GET',
    path: '/api/properties/:id/rent-escalation',
    summary: "A listing's rent escalation with its history (owner, its tenants, admins)",
    responses: { 200: rentEscalationStateSchema, ...errors },
  }),
  save: defineEndpoint({
    ...listing,
    method: 'PUT',
    path: '/api/properties/:id/rent-escalation',
    summary: "Set or change the listing's rent escalation (its owner)",
    body: rentEscalationInputSchema,
    responses: { 200: rentEscalationSchema, ...errors },
  }),
  history: defineEndpoint({
    ...listing,
    method: 'GET',
    path: '/api/properties/:id/rent-escalation/history',
    summary: 'The increases applied so far, newest first',
    responses: { 200: rentEscalationHistorySchema, ...errors },
  }),
  apply: defineEndpoint({
    ...listing,
    method: 'POST',
    path: '/api/properties/:id/rent-escalation/apply',
    summary: 'Apply the next rent increase now (its owner)',
    responses: { 200: rentEscalationAppliedSchema, ...errors },
  }),
  listingNotices: defineEndpoint({
    ...listing,
    method: 'GET',
    path: '/api/properties/:id/rent-escalation/notices',
    summary: "Who was told of the listing's increases, and who acknowledged (owner, admins)",
    responses: { 200: rentEscalationNoticeListSchema, ...errors },
  }),
  runDue: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/rent-escalations/run-due',
    summary: "Apply the caller's due increases now (owners; anyone else gets 0)",
    responses: { 200: rentEscalationRunSchema, 401: apiErrorSchema },
  }),
  myNotices: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/rent-escalation-notices',
    summary: "The caller's own rent increase notices, newest first",
    responses: { 200: rentEscalationNoticeListSchema, 401: apiErrorSchema },
  }),
  acknowledge: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/rent-escalation-notices/:id/acknowledge',
    summary: 'Acknowledge one of own notices (the owner sees when)',
    params,
    responses: {
      200: rentEscalationNoticeSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
};
