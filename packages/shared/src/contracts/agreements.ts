import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  agreementAcceptSchema,
  agreementCreateSchema,
  agreementEditSchema,
  agreementListSchema,
  agreementSchema,
} from '../schemas/agreements';
import { documentLanguageQuerySchema } from '../schemas/documents';
import { pdfFileSchema } from './documents';
import { defineEndpoint } from './endpoint';

const tags = ['agreements'];
const params = z.object({ id: z.string().min(1).max(64) });
const parties = { access: 'member', tags } as const;

/**
 * Leave-and-licence agreements of confirmed stays: the owner prepares one, both parties accept it
 * in the app, and either downloads it as a PDF with its audit page. Only the two parties see it.
 */
export const agreementEndpoints = {
  list: defineEndpoint({
    ...parties,
    method: 'GET',
    path: '/api/agreements',
    summary: 'The caller’s agreements (as owner or tenant), and an owner’s stays without one',
    responses: { 200: agreementListSchema, 401: apiErrorSchema },
  }),
  create: defineEndpoint({
    access: ['owner'],
    tags,
    method: 'POST',
    path: '/api/agreements',
    summary: 'Prepare the agreement of a confirmed stay from the template and the listing',
    body: agreementCreateSchema,
    responses: {
      201: agreementSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
  get: defineEndpoint({
    ...parties,
    method: 'GET',
    path: '/api/agreements/:id',
    summary: 'One agreement, for its two parties',
    params,
    responses: { 200: agreementSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  edit: defineEndpoint({
    access: ['owner'],
    tags,
    method: 'PATCH',
    path: '/api/agreements/:id',
    summary:
      "Change the free clauses and open terms; both parties must accept again (the due day is the stay's rent ledger's)",
    params,
    body: agreementEditSchema,
    responses: {
      200: agreementSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
      /** `agreement.due-day-differs`: a due day other than the one the stay's rent ledger keeps. */
      409: apiErrorSchema,
    },
  }),
  accept: defineEndpoint({
    ...parties,
    method: 'POST',
    path: '/api/agreements/:id/accept',
    summary: 'Accept the version read; records who, when and from which IP',
    params,
    body: agreementAcceptSchema,
    responses: {
      200: agreementSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
  pdf: defineEndpoint({
    ...parties,
    method: 'GET',
    path: '/api/agreements/:id/pdf',
    summary: 'The agreement as a PDF, ending with its audit page',
    params,
    query: documentLanguageQuerySchema,
    responses: { 200: pdfFileSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
};
