import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  documentLanguageQuerySchema,
  gstinInputSchema,
  savedGstinSchema,
  panInputSchema,
  panStatusSchema,
  rentStatementQuerySchema,
  savedPanSchema,
} from '../schemas/documents';
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
    summary:
      'The caller’s PAN, masked, or null; the rent they were paid this financial year, and whether they are asked for a PAN',
    responses: { 200: panStatusSchema, 401: apiErrorSchema },
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
  gstin: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/me/gstin',
    summary: 'The caller’s GSTIN, printed on their service invoices, or null',
    responses: { 200: savedGstinSchema, 401: apiErrorSchema },
  }),
  saveGstin: defineEndpoint({
    access: ['service-provider'],
    tags,
    method: 'PUT',
    path: '/api/me/gstin',
    summary:
      'Save (or with null remove) the provider’s GSTIN, checked by its shape and check character',
    body: gstinInputSchema,
    responses: {
      200: savedGstinSchema,
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
  cancellationReceipt: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/service-bookings/:id/cancellation-receipt',
    summary:
      "The receipt of a late cancellation's fee once paid, as a PDF: for the booking's customer and provider",
    params: z.object({ id: z.string().min(1).max(64) }),
    query: documentLanguageQuerySchema,
    responses: {
      200: pdfFileSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
  rentReceipt: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/rent-ledger/dues/:dueId/receipt',
    summary: 'The rent receipt of a paid month, as a PDF: for the stay’s tenant and owner',
    params: z.object({ dueId: z.string().min(1).max(64) }),
    query: documentLanguageQuerySchema,
    responses: {
      200: pdfFileSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
  rentStatement: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/rent-ledger/stays/:bookingId/statement',
    summary: 'A stay’s rent statement for one April–March year, as a PDF: for its tenant and owner',
    params: z.object({ bookingId: z.string().min(1).max(64) }),
    query: rentStatementQuerySchema,
    responses: {
      200: pdfFileSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
};
