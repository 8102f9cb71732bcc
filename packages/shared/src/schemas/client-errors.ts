import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../client-error-limits';

/**
 * A crash in someone's browser, sent to the server's log (POST /api/client-errors): where it
 * happened and in which build, never what the page showed. Every field is bounded, so a report
 * is a few kilobytes at most however it was made.
 */
export {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_REPORTS_PER_MINUTE,
  type ClientErrorKind,
} from '../client-error-limits';

export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack),
  /** The path alone: a query or fragment can carry a search, a token or a name. */
  route: z
    .string()
    .max(CLIENT_ERROR_LIMITS.route)
    .regex(/^\/[^?#\s]*$/),
  /** The build the page ran (its entry script's content hash). */
  release: z.string().min(1).max(CLIENT_ERROR_LIMITS.release),
  userAgent: z.string().max(CLIENT_ERROR_LIMITS.userAgent),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
