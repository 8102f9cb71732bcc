import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import { clientErrorReportSchema } from '../schemas/client-errors';
import { API_PATHS } from '../api-paths';
import { defineEndpoint } from './endpoint';

/**
 * Crashes in browsers reach the operators (docs/operations/running.md, "Crashes in browsers").
 * Open to visitors too: a sign-in page can crash.
 */
export const clientErrorEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: API_PATHS.clientErrors,
    summary: "Write a browser's crash to the server log (route, release, stack, browser)",
    tags: ['diagnostics'],
    access: 'public',
    body: clientErrorReportSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
  }),
};
