import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import { ownerPropertyListQuerySchema, ownerPropertyListSchema } from '../schemas/owner-properties';
import {
  propertyInputSchema,
  propertyPatchSchema,
  propertySchema,
  propertyStatusSchema,
} from '../schemas/property';
import { propertyImageListSchema, propertyImageOrderSchema } from '../schemas/property-images';
import { publicListingSchema } from '../schemas/public-listing';
import { API_PATHS } from '../api-paths';
import { defineEndpoint } from './endpoint';

/** `:id` of a listing in a route path. */
export const propertyParams = z.object({ id: z.string().min(1).max(64) });

const tags = ['properties'];
const member = { access: 'member', tags } as const;
/** Owners list properties; admins may too, for the platform's own listings. */
const listers = { access: ['owner', 'admin'], tags } as const;
const imageParams = propertyParams.extend({ imageId: z.string().min(1).max(64) });
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/**
 * Listings of spec section 3 (the owner's create, read, edit, status and delete), their photos
 * (several at once, ordered: the first is the cover) and the public preview of an open listing
 * for visitors without an account (issue 15 §2).
 */
export const propertyEndpoints = {
  create: defineEndpoint({
    ...listers,
    signInReason: 'property.sign-in-required',
    method: 'POST',
    path: '/api/properties',
    summary: 'List a new property (owners and admins)',
    body: propertyInputSchema,
    responses: {
      201: propertySchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      // A body over the limit, or not JSON (the listing form sends JSON only).
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  mine: defineEndpoint({
    ...listers,
    method: 'GET',
    path: '/api/owner/properties',
    summary: "The caller's own listings, newest first, a page at a time, with their figures",
    query: ownerPropertyListQuerySchema,
    responses: {
      200: ownerPropertyListSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  }),
  get: defineEndpoint({
    ...member,
    method: 'GET',
    path: API_PATHS.property,
    summary: 'One listing',
    params: propertyParams,
    responses: { 200: propertySchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  update: defineEndpoint({
    ...member,
    method: 'PATCH',
    path: API_PATHS.property,
    summary: 'Edit some fields of own listing (the whole listing must stay valid)',
    params: propertyParams,
    body: propertyPatchSchema,
    responses: { 200: propertySchema, ...refusals },
  }),
  setStatus: defineEndpoint({
    ...member,
    method: 'PATCH',
    path: '/api/properties/:id/status',
    summary: 'Set the status of own listing',
    params: propertyParams,
    body: propertyStatusSchema,
    responses: { 200: propertySchema, ...refusals },
  }),
  remove: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: API_PATHS.property,
    summary: 'Delete own listing',
    params: propertyParams,
    responses: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
  }),
  addImages: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/api/properties/:id/images',
    summary: 'Add photos to own listing (multipart, field "images", one or several files)',
    consumes: ['multipart/form-data'],
    params: propertyParams,
    responses: {
      201: propertyImageListSchema,
      ...refusals,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
  }),
  orderImages: defineEndpoint({
    ...member,
    method: 'PATCH',
    path: '/api/properties/:id/images/order',
    summary: 'Order the photos of own listing (the first is the cover)',
    params: propertyParams,
    body: propertyImageOrderSchema,
    responses: { 200: propertyImageListSchema, ...refusals },
  }),
  removeImage: defineEndpoint({
    ...member,
    method: 'DELETE',
    path: '/api/properties/:id/images/:imageId',
    summary: 'Remove a photo of own listing and its files',
    params: imageParams,
    responses: { 200: propertyImageListSchema, ...refusals },
  }),
  preview: defineEndpoint({
    access: 'public',
    tags,
    method: 'GET',
    path: '/api/public/properties/:id',
    summary: "An open listing's public preview: no address, no owner, no contact",
    params: propertyParams,
    responses: { 200: publicListingSchema, 404: apiErrorSchema, 429: apiErrorSchema },
  }),
};
