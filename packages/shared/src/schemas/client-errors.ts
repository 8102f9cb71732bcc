import { z } from 'zod';

/**
 * A crash in someone's browser, sent to the server's log (POST /api/client-errors): where it
 * happened and in which build, never what the page showed. Every field is bounded, so a report
 * is a few kilobytes at most however it was made.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  route: 300,
  release: 64,
  userAgent: 400,
} as const;

/** Reports one client address may send a minute; more answer 429 (a crash loop, or abuse). */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 10;

/** Caught by the app's error boundary, thrown outside React, or a promise nobody awaited. */
export const CLIENT_ERROR_KINDS = ['render', 'uncaught', 'unhandled-rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

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
