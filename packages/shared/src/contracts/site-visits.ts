import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  siteVisitDecisionSchema,
  siteVisitInputSchema,
  siteVisitListQuerySchema,
  siteVisitListSchema,
  siteVisitSchema,
  visitingHoursSchema,
  visitSlotsSchema,
} from '../schemas/site-visits';
import { defineEndpoint } from './endpoint';

const params = z.object({ id: z.string().min(1).max(64) });
const listing = z.object({ propertyId: z.string().min(1).max(64) });
const base = { access: 'member', tags: ['site-visits'] } as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

/** The iCalendar text of a confirmed visit. */
export const icsFileSchema = z.string().meta({ format: 'binary', description: 'text/calendar' });

/** Visiting hours of a listing, a seeker's visit request and the owner's answer. */
export const siteVisitEndpoints = {
  hours: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/site-visits/hours/:propertyId',
    summary: "A listing's visiting hours (empty when the owner set none)",
    params: listing,
    responses: { 200: visitingHoursSchema, ...errors },
  }),
  setHours: defineEndpoint({
    ...base,
    method: 'PUT',
    path: '/api/site-visits/hours/:propertyId',
    summary: "Set a listing's visiting hours (its owner)",
    params: listing,
    body: visitingHoursSchema,
    responses: { 200: visitingHoursSchema, ...errors },
  }),
  slots: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/site-visits/slots/:propertyId',
    summary: 'Free 30-minute visit slots of a listing over the next 14 days (Asia/Kolkata)',
    params: listing,
    responses: { 200: visitSlotsSchema, ...errors },
  }),
  create: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/site-visits',
    summary: 'Ask for a visit at a free slot of a listing',
    body: siteVisitInputSchema,
    responses: { 201: siteVisitSchema, ...errors },
  }),
  list: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/site-visits',
    summary: "The caller's visits, as seeker or as owner",
    query: siteVisitListQuerySchema,
    responses: { 200: siteVisitListSchema, ...errors },
  }),
  get: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/site-visits/:id',
    summary: 'One visit (its seeker or the listing’s owner)',
    params,
    responses: { 200: siteVisitSchema, ...errors },
  }),
  decide: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/site-visits/:id/decision',
    summary: 'Confirm, decline or propose another time (the owner); 409 if the slot is taken',
    params,
    body: siteVisitDecisionSchema,
    responses: { 200: siteVisitSchema, ...errors },
  }),
  accept: defineEndpoint({
    ...base,
    method: 'POST',
    path: '/api/site-visits/:id/accept',
    summary: "Accept the owner's proposed time (the seeker); 409 if the slot is taken",
    params,
    responses: { 200: siteVisitSchema, ...errors },
  }),
  ics: defineEndpoint({
    ...base,
    method: 'GET',
    path: '/api/site-visits/:id/ics',
    summary: 'A confirmed visit as an iCalendar file',
    params,
    responses: { 200: icsFileSchema, ...errors },
  }),
};
