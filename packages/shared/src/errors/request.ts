import { DEFAULT_MESSAGE_BY_CODE, GENERIC_MESSAGES, type ErrorCode } from './codes';
import type { ReasonList } from './reason-list';

/**
 * Reasons that belong to no slice: one per code for a refusal with nothing more specific to say
 * (a body that fails its schema, a missing session, a thrown error), plus the origin check.
 */
export const REQUEST_REASONS = {
  'request.invalid': { code: 'invalid-argument', message: GENERIC_MESSAGES.invalidInput },
  'request.unauthenticated': { code: 'unauthenticated', message: GENERIC_MESSAGES.signInRequired },
  'request.forbidden': { code: 'permission-denied', message: GENERIC_MESSAGES.permissionDenied },
  'request.not-found': { code: 'not-found', message: GENERIC_MESSAGES.notFound },
  'request.conflict': { code: 'conflict', message: GENERIC_MESSAGES.otherwise },
  'request.too-large': {
    code: 'payload-too-large',
    message: DEFAULT_MESSAGE_BY_CODE['payload-too-large'],
  },
  'request.unsupported-media-type': {
    code: 'unsupported-media-type',
    message: DEFAULT_MESSAGE_BY_CODE['unsupported-media-type'],
  },
  'request.rate-limited': { code: 'resource-exhausted', message: GENERIC_MESSAGES.tooManyRequests },
  'request.precondition-failed': {
    code: 'failed-precondition',
    message: GENERIC_MESSAGES.failedPrecondition,
  },
  'request.failed': { code: 'unknown', message: GENERIC_MESSAGES.otherwise },
  'request.origin-refused': {
    code: 'permission-denied',
    message: 'Request refused: unknown origin.',
  },
  'server.timeout': { code: 'deadline-exceeded', message: GENERIC_MESSAGES.timeout },
  'server.unavailable': { code: 'unavailable', message: GENERIC_MESSAGES.network },
  'server.internal': { code: 'internal', message: GENERIC_MESSAGES.internal },
} as const satisfies ReasonList<'request' | 'server'>;

export type GenericReason = keyof typeof REQUEST_REASONS;

/** The reason of an error that names only its code (and of Fastify's own errors). */
export const DEFAULT_REASON_BY_CODE = {
  'invalid-argument': 'request.invalid',
  unauthenticated: 'request.unauthenticated',
  'permission-denied': 'request.forbidden',
  'not-found': 'request.not-found',
  conflict: 'request.conflict',
  'payload-too-large': 'request.too-large',
  'unsupported-media-type': 'request.unsupported-media-type',
  'resource-exhausted': 'request.rate-limited',
  'failed-precondition': 'request.precondition-failed',
  'deadline-exceeded': 'server.timeout',
  unavailable: 'server.unavailable',
  internal: 'server.internal',
  unknown: 'request.failed',
} as const satisfies Record<ErrorCode, GenericReason>;

/** The reasons that say no more than their code. */
export type CodeReason = (typeof DEFAULT_REASON_BY_CODE)[ErrorCode];
