import { z } from 'zod';

/** The one error body of the API (`ApiErrorBody` in errors.ts), for route response schemas. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
