import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  providerPageSchema,
  providerReviewListSchema,
  providerReviewQuerySchema,
  serviceImageListSchema,
  serviceInputSchema,
  serviceListSchema,
  serviceSchema,
  serviceSearchSchema,
  serviceUpdateSchema,
} from '../schemas/services';
import { defineEndpoint } from './endpoint';

const id = z.string().min(1).max(64);
const params = z.object({ id });
const tags = ['services'] as const;
const member = { access: 'member', tags } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** Services (spec sections 3, 5, 8): search and reading are public; changes are the provider's. */
export const serviceEndpoints = {
  search: defineEndpoint({
    access: 'public',
    tags,
    method: 'GET',
    path: '/api/services',
    summary: 'Listed services passing the filters, in the asked order (keyset pages)',
    query: serviceSearchSchema,
    responses: { 200: serviceListSchema, 400: apiErrorSchema },
  }),
  create: defineEndpoint({
    access: ['service-provider'],
    forbiddenReason: 'service.provider-only',
    tags,
    method: 'POST',
    path: '/api/services',
    summary: 'Offer a new service (service providers)',
    body: serviceInputSchema,
    responses: { 201: serviceSchema, ...errors, 429: apiErrorSchema },
  }),
  get: defineEndpoint({
    access: 'public',
    tags,
    method: 'GET',
    path: '/api/services/:id',
    summary: 'One service with its photos (a paused one only for its provider and admins)',
    params,
    responses: { 200: serviceSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  update: defineEndpoint({
    ...member,
    method: 'PATCH',
    path: '/api/services/:id',
    summary: 'Change some fields of a service, or pause / resume it (its provider or an admin)',
    params,
    body: serviceUpdateSchema,
    responses: { 200: serviceSchema, ...errors },
  }),
  remove: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/services/:id',
    summary: 'Delete a service with its photos (its provider or an admin)',
    params,
    responses: { 204: z.null(), ...errors },
  }),
  addImages: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/services/:id/images',
    summary: 'Add photos (multipart, field "images"; at most 10 in all)',
    params,
    consumes: ['multipart/form-data'],
    responses: { 200: serviceImageListSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
  }),
  removeImage: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/services/:id/images/:imageId',
    summary: 'Remove a photo of a service',
    params: params.extend({ imageId: id }),
    responses: { 200: serviceImageListSchema, ...errors },
  }),
  provider: defineEndpoint({
    access: 'public',
    tags,
    method: 'GET',
    path: '/api/service-providers/:providerId',
    summary: 'A service provider, their rating and their services',
    params: z.object({ providerId: id }),
    responses: { 200: providerPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  providerReviews: defineEndpoint({
    access: 'public',
    tags,
    method: 'GET',
    path: '/api/service-providers/:providerId/reviews',
    summary: "Reviews of a provider's services, newest first (keyset pages)",
    params: z.object({ providerId: id }),
    query: providerReviewQuerySchema,
    responses: { 200: providerReviewListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
};
