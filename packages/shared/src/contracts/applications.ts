import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  applicationListQuerySchema,
  applicationListSchema,
  applicationResultSchema,
  rejectApplicationSchema,
  submitApplicationSchema,
} from '../schemas/applications';
import { defineEndpoint } from './endpoint';
import { propertyParams } from './properties';

const tags = ['applications'];
const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
// Only seekers apply (spec: "tenant only"), each refusal in the slice's own words.
const applicant = {
  access: ['tenant'],
  signInReason: 'application.sign-in-to-submit',
  forbiddenReason: 'application.tenants-only',
  tags,
} as const;
// Tenants, owners and admins see applications (which ones, the handler says); providers none.
const viewer = {
  access: ['tenant', 'owner', 'admin'],
  signInReason: 'application.sign-in-to-view',
  forbiddenReason: 'application.view-denied',
  tags,
} as const;

/** Applications (spec sections 3, 4, 6, 8; decision 014). */
export const applicationEndpoints = {
  submit: defineEndpoint({
    ...applicant,
    method: 'POST',
    path: '/api/properties/:id/applications',
    summary: "Apply with answers to the listing's form (tenants)",
    params: propertyParams,
    body: submitApplicationSchema,
    responses: { 201: applicationResultSchema, ...errors },
  }),
  submitSimple: defineEndpoint({
    ...applicant,
    method: 'POST',
    path: '/api/properties/:id/applications/simple',
    summary: 'Apply with a message and documents (multipart: message, documents; tenants)',
    params: propertyParams,
    consumes: ['multipart/form-data'],
    responses: {
      201: applicationResultSchema,
      ...errors,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
  }),
  list: defineEndpoint({
    ...viewer,
    method: 'GET',
    path: '/api/applications',
    summary: 'Owners: to their listings; tenants: their own; admins: all. Newest first',
    query: applicationListQuerySchema,
    responses: { 200: applicationListSchema, ...errors },
  }),
  get: defineEndpoint({
    ...viewer,
    method: 'GET',
    path: '/api/applications/:id',
    summary: 'One application with the applicant and the listing',
    params,
    responses: { 200: applicationResultSchema, ...errors },
  }),
  approve: defineEndpoint({
    ...viewer,
    method: 'POST',
    path: '/api/applications/:id/approve',
    summary: "Approve (the listing's owner or an admin)",
    params,
    responses: { 200: applicationResultSchema, ...errors },
  }),
  reject: defineEndpoint({
    ...viewer,
    method: 'POST',
    path: '/api/applications/:id/reject',
    summary: "Reject, with an optional reason (the listing's owner or an admin)",
    params,
    body: rejectApplicationSchema.nullish(),
    responses: { 200: applicationResultSchema, ...errors },
  }),
  withdraw: defineEndpoint({
    ...viewer,
    method: 'DELETE',
    path: '/api/applications/:id',
    summary: 'Withdraw my application while it waits for a decision',
    params,
    responses: { 204: z.null(), ...errors },
  }),
};
