import { apiErrorSchema } from '../schemas/api-error';
import {
  accountDeletedSchema,
  accountDeletionCheckSchema,
  accountDeletionInputSchema,
  dataExportTokenParamsSchema,
  deletionCodeSentSchema,
  myDataExportStateSchema,
  myDataFileSchema,
} from '../schemas/my-data';
import { defineEndpoint } from './endpoint';

const tags = ['my-data'];
const own = { access: 'member', tags } as const;

/**
 * A person's rights over their own data (DPDP Act 2023, decision 041): a copy of every record
 * about them, made in the background, and deleting their account. Only ever their own.
 */
export const myDataEndpoints = {
  exportState: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/me/data-export',
    summary:
      'The latest copy of my data I asked for: being prepared, ready (with its link) or failed',
    responses: { 200: myDataExportStateSchema, 401: apiErrorSchema },
  }),
  requestExport: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/me/data-export',
    summary: 'Ask for a copy of my data; it is prepared in the background (3 a day)',
    responses: {
      202: myDataExportStateSchema,
      401: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  downloadExport: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/me/data-export/:token',
    summary: 'Download the copy: one JSON file, for 24 hours after it is ready, by its owner only',
    params: dataExportTokenParamsSchema,
    responses: {
      200: myDataFileSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
  deletionCheck: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/me/account/deletion',
    summary: 'What deleting my account would do, and how to confirm it',
    responses: { 200: accountDeletionCheckSchema, 401: apiErrorSchema },
  }),
  sendDeletionCode: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/me/account/deletion/code',
    summary:
      'Send a 6-digit code by SMS to my verified mobile number, to confirm deleting my account with',
    responses: {
      202: deletionCodeSentSchema,
      401: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
      503: apiErrorSchema,
    },
  }),
  deleteAccount: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/me/account/deletion',
    summary:
      'Delete my account, confirmed with my password, a second-factor code or a code sent by SMS: every session and socket ends at once',
    body: accountDeletionInputSchema,
    responses: {
      200: accountDeletedSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
};
