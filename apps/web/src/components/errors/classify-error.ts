import { isNetworkFailure } from '../../lib/api-error';
import { describeError } from '../../lib/error-messages';

export type ErrorKind = 'not-found' | 'connection' | 'general';

/** Codes that mean "the network or the database is having trouble", not "the app is broken". */
const CONNECTION_CODES = new Set([
  'network',
  'unavailable',
  'failed-precondition',
  'internal',
  'deadline-exceeded',
]);
/** A backend's own words for "try again shortly" (the database or a service it relies on). */
const UNAVAILABLE_TEXT = /internal assertion failed|temporarily unavailable/i;

/**
 * Decides which error screen fits: "Page not found" for 404s from the router, the softer
 * yellow "Connection Notice" for connectivity and database trouble (including a page chunk that
 * could not be downloaded), and "Something went wrong" for everything else.
 */
export function errorKind(error: unknown): ErrorKind {
  const { status, code, message } = describeError(error);
  const isRouteResponse =
    !!error &&
    typeof error === 'object' &&
    'internal' in error &&
    'statusText' in error &&
    status !== null;
  if (isRouteResponse && status === 404) return 'not-found';
  if (code && CONNECTION_CODES.has(code)) return 'connection';
  if (status === 0 || status === 503 || status === 504) return 'connection';
  if (isNetworkFailure(error)) return 'connection';
  if (message && UNAVAILABLE_TEXT.test(message)) return 'connection';
  return 'general';
}
