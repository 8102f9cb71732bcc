import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import { documentLanguageQuerySchema, panInputSchema, savedPanSchema } from '../schemas/documents';
import { defineEndpoint } from './endpoint';

const tags = ['documents'];

/** A PDF's bytes (`application/pdf`), sent as they are. */
export const pdfFileSchema = z.string().meta({ format: 'binary', description: 'application/pdf' });

/** Receipts, invoices and the owner's PAN that rent receipts carry. */
export const documentEndpoints = {
  pan: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/me/pan',
    summary: 'The caller’s PAN, masked, or null',
    responses: { 200: savedPanSchema, 401: apiErrorSchema },
  }),
  savePan: defineEndpoint({
    access: ['owner'],
    tags,
    method: 'PUT',
    path: '/api/me/pan',
    summary: 'Save the owner’s PAN (checked by its shape); answers it masked',
    body: panInputSchema,
    responses: {
      200: savedPanSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  }),
  serviceInvoice: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/service-bookings/:id/invoice',
    summary: 'The invoice of a completed service booking, as a PDF: for its customer and provider',
    params: z.object({ id: z.string().min(1).max(64) }),
    query: documentLanguageQuerySchema,
    responses: {
      200: pdfFileSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
};
