/**
 * The error catalogue. Every API error body is `{ error: { code, message, fields? } }`.
 * `code` is stable; `message` is the spec's English text (section 8). The web app maps codes
 * to translated texts in one place (apps/web/src/lib/error-messages.ts).
 */
export const ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'resource-exhausted',
  'failed-precondition',
  'deadline-exceeded',
  'unavailable',
  'internal',
  'unknown',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'resource-exhausted': 429,
  'failed-precondition': 412,
  'deadline-exceeded': 504,
  unavailable: 503,
  internal: 500,
  unknown: 500,
};

/** Generic messages of spec section 8, verbatim. */
export const GENERIC_MESSAGES = {
  permissionDenied: 'Access denied. Please check your permissions or try signing in.',
  network: 'Network connection issue. Please check your internet connection and try again.',
  timeout: 'Request timed out. Please try again.',
  internal: 'Temporary server issue. Please try again in a moment.',
  otherwise: 'Something went wrong. Please try again.',
  unknown: 'An unknown error occurred',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue.',
  invalidInput: 'Please check the highlighted fields.',
  notFound: 'Not found.',
  noUserLoggedIn: 'No user logged in',
  failedPrecondition: 'Database temporarily unavailable. Please try again.',
} as const;

export const DEFAULT_MESSAGE_BY_CODE: Record<ErrorCode, string> = {
  'invalid-argument': GENERIC_MESSAGES.invalidInput,
  unauthenticated: GENERIC_MESSAGES.signInRequired,
  'permission-denied': GENERIC_MESSAGES.permissionDenied,
  'not-found': GENERIC_MESSAGES.notFound,
  conflict: GENERIC_MESSAGES.otherwise,
  'payload-too-large': 'The file is too large.',
  'unsupported-media-type': 'This file type is not supported.',
  'resource-exhausted': GENERIC_MESSAGES.tooManyRequests,
  'failed-precondition': GENERIC_MESSAGES.failedPrecondition,
  'deadline-exceeded': GENERIC_MESSAGES.timeout,
  unavailable: GENERIC_MESSAGES.network,
  internal: GENERIC_MESSAGES.internal,
  unknown: GENERIC_MESSAGES.otherwise,
};

/** Codes a client may retry (spec section 8, "Retryable"). */
export const RETRYABLE_CODES: readonly string[] = [
  'unavailable',
  'internal',
  'deadline-exceeded',
  'aborted',
  'resource-exhausted',
  'cancelled',
];
const RETRYABLE_MESSAGE_PARTS = [
  'network error',
  'timeout',
  'connection',
  'internal assertion failed',
  'temporarily unavailable',
];

export function isRetryable(
  error: { code?: string; message?: string } | null | undefined,
): boolean {
  if (!error) return false;
  if (error.code && RETRYABLE_CODES.includes(error.code)) return true;
  const message = (error.message ?? '').toLowerCase();
  return RETRYABLE_MESSAGE_PARTS.some((part) => message.includes(part));
}

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
