import { z } from 'zod';
import { ERROR_REASONS } from '../errors';

/** The one error body of the API (`ApiErrorBody` in errors.ts), for route response schemas. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    /** Stable: decide on this, never on `message` (docs/architecture.md, "Error reasons"). */
    reason: z.enum(ERROR_REASONS),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts about this failure a client may act on (`application.already-applied`: applicationId). */
    details: z.record(z.string(), z.string()).optional(),
  }),
});
