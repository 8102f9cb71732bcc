/**
 * The generic codes of the API. Every error body is `{ error: { code, reason, message, fields? } }`:
 * `code` says what kind of failure it is (and gives the HTTP status), `reason` says which one
 * (reasons.ts), `message` is the spec's English text (section 8).
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
