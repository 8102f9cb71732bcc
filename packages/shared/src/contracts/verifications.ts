import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  adminVerificationListSchema,
  adminVerificationQuerySchema,
  rejectVerificationSchema,
  verificationResultSchema,
  verificationStateSchema,
} from '../schemas/verifications';
import { defineEndpoint } from './endpoint';

const tags = ['verifications'];
const params = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** The admin area's own limit on actions per admin answers 429, as on its other pages. */
const adminErrors = { ...errors, 429: apiErrorSchema };
const upload = {
  consumes: ['multipart/form-data'],
  responses: {
    201: verificationResultSchema,
    ...errors,
    404: apiErrorSchema,
    409: apiErrorSchema,
    413: apiErrorSchema,
    415: apiErrorSchema,
  },
} as const;

/** Verified owners and providers (decision 058): documents, their state and the admin queue. */
export const verificationEndpoints = {
  listingState: defineEndpoint({
    access: ['owner'],
    tags,
    method: 'GET',
    path: '/api/properties/:id/verification',
    summary: 'The latest proof of ownership sent for a listing, or null (its owner)',
    params,
    responses: { 200: verificationStateSchema, ...errors, 404: apiErrorSchema },
  }),
  listingUpload: defineEndpoint({
    access: ['owner'],
    tags,
    method: 'POST',
    path: '/api/properties/:id/verification',
    summary:
      'Send a proof of ownership or authority for a listing (multipart: document; PDF, JPEG or PNG; its owner)',
    params,
    ...upload,
  }),
  providerState: defineEndpoint({
    access: ['service-provider'],
    tags,
    method: 'GET',
    path: '/api/me/provider-verification',
    summary: 'The latest ID or trade document the provider sent, or null',
    responses: { 200: verificationStateSchema, ...errors },
  }),
  providerUpload: defineEndpoint({
    access: ['service-provider'],
    tags,
    method: 'POST',
    path: '/api/me/provider-verification',
    summary: 'Send an ID or trade document (multipart: document; PDF, JPEG or PNG; providers)',
    ...upload,
  }),
  adminList: defineEndpoint({
    access: 'admin',
    tags: ['admin'],
    method: 'GET',
    path: '/api/admin/verifications',
    summary: 'Verification documents by status (pending first sent first; others newest first)',
    query: adminVerificationQuerySchema,
    responses: { 200: adminVerificationListSchema, ...adminErrors },
  }),
  approve: defineEndpoint({
    access: 'admin',
    tags: ['admin'],
    method: 'POST',
    path: '/api/admin/verifications/:id/approve',
    summary: 'Approve a pending document: the listing or provider shows as verified',
    params,
    responses: {
      200: verificationResultSchema,
      ...adminErrors,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
  reject: defineEndpoint({
    access: 'admin',
    tags: ['admin'],
    method: 'POST',
    path: '/api/admin/verifications/:id/reject',
    summary: 'Reject a pending document with a reason the sender is told',
    params,
    body: rejectVerificationSchema,
    responses: {
      200: verificationResultSchema,
      ...adminErrors,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
};
