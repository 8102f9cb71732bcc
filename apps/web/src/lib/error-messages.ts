import {
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
  type CodeReason,
  type ErrorReason,
} from '@nivaas/shared';
import { isNetworkFailure } from './api-error';
import { foundKey, type KeysUnder, type TextKey, type Translate } from './translate';

export type { Translate } from './translate';

/**
 * The one place that turns a failure into text a person can read, in their language.
 *
 * Inputs it understands:
 * - ApiError from lib/api-error (`status`, our `code` and `reason`, the server's English
 *   `message`);
 * - Better Auth failures (`{ status, code: 'INVALID_EMAIL_OR_PASSWORD', message }`, raw or as
 *   features/auth's AuthFailure), and our own 429 body in front of Better Auth;
 * - anything thrown (TypeError from fetch, failed lazy chunks), or nothing at all.
 *
 * Our API's failures are read by their stable `reason` (@nivaas/shared ERROR_REASONS), never by
 * their English text: `reasonKey` names the text of each reason (docs/architecture.md, "Error
 * reasons").
 *
 * Field messages are another matter: the server's `fields` and the shared zod schemas speak
 * English (VALIDATION in @nivaas/shared). translateFieldError finds the text's key in the
 * English `validation` table (kept equal to the schema texts by tests), then reads that key in
 * the current language; texts it does not know pass through unchanged. A feature's namespace
 * may carry its own `validation` table: pass that namespace's `t`; common's is the fallback.
 */
export interface ErrorInfo {
  status: number | null;
  code: string | null;
  reason: ErrorReason | null;
  message: string | null;
}

/** The name of a text under common's `errors.` (`errors.network` → `network`). */
type ErrorText = KeysUnder<'common', 'errors'>;

/** Our API's codes (plus the client's own 'network') → key under common `errors.`. */
const API_CODE_KEYS: Record<string, ErrorText> = {
  'permission-denied': 'permissionDenied',
  unavailable: 'network',
  network: 'network',
  'deadline-exceeded': 'timeout',
  internal: 'internal',
  'resource-exhausted': 'tooManyRequests',
  unauthenticated: 'signInRequired',
  'invalid-argument': 'invalidInput',
  'not-found': 'notFound',
  'payload-too-large': 'payloadTooLarge',
  'unsupported-media-type': 'unsupportedMediaType',
  'failed-precondition': 'failedPrecondition',
};

/** A generic reason (one per code) reads the text of its code; the same words, kept once. */
const GENERIC_REASON_KEYS: Record<CodeReason, ErrorText> = {
  'request.invalid': 'invalidInput',
  'request.unauthenticated': 'signInRequired',
  'request.forbidden': 'permissionDenied',
  'request.not-found': 'notFound',
  'request.conflict': 'otherwise',
  'request.too-large': 'payloadTooLarge',
  'request.unsupported-media-type': 'unsupportedMediaType',
  'request.rate-limited': 'tooManyRequests',
  'request.precondition-failed': 'failedPrecondition',
  'request.failed': 'otherwise',
  'server.timeout': 'timeout',
  'server.unavailable': 'network',
  'server.internal': 'internal',
};

/**
 * The i18n key of a reason's text: `common:errors.reason.<slice>.<what>` (the reason's own
 * words), or for a generic reason the key of its code's text.
 */
export function reasonKey(reason: ErrorReason): TextKey {
  return isCodeReason(reason)
    ? `common:errors.${GENERIC_REASON_KEYS[reason]}`
    : `common:errors.reason.${reason}`;
}

const isCodeReason = (reason: ErrorReason): reason is CodeReason =>
  Object.hasOwn(GENERIC_REASON_KEYS, reason);

/** Better Auth codes with their own text under common `errors.auth.`. */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_EMAIL',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_ROLE',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'EMAIL_ALREADY_VERIFIED',
  'SESSION_EXPIRED',
  'SESSION_NOT_FRESH',
  'USER_NOT_FOUND',
  'EMAIL_CAN_NOT_BE_UPDATED',
] as const;

type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
const isAuthErrorCode = (code: string): code is AuthErrorCode =>
  (AUTH_ERROR_CODES as readonly string[]).includes(code);

const TIMEOUT_TEXT = /timed? ?out|timeout/i;

/**
 * A reason's shape (`<slice>.<what>`). The catalogue itself (@nivaas/shared ERROR_REASONS) is not
 * imported here: it would bring every slice's schemas into the first download. A reason this
 * build has no text for falls back to its code's text (errorMessage).
 */
const REASON_SHAPE = /^[a-z][a-z-]*(\.[a-z0-9][a-z0-9-]*)+$/;
const isReasonShaped = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && REASON_SHAPE.test(value);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads status, code, reason and message from any of the shapes above. */
export function describeError(error: unknown): ErrorInfo {
  const none = { status: null, code: null, reason: null };
  if (error === null || error === undefined) return { ...none, message: null };
  if (typeof error === 'string') return { ...none, message: error };
  if (typeof error !== 'object') return { ...none, message: null };
  const e = error as {
    status?: unknown;
    code?: unknown;
    reason?: unknown;
    message?: unknown;
    name?: unknown;
    error?: unknown;
  };
  const inner = (e.error && typeof e.error === 'object' ? e.error : {}) as {
    code?: unknown;
    reason?: unknown;
    message?: unknown;
  };
  const status = typeof e.status === 'number' ? e.status : null;
  const code = str(e.code) ?? str(inner.code) ?? (e.name === 'ChunkLoadError' ? 'network' : null);
  const reason = [e.reason, inner.reason].find(isReasonShaped) ?? null;
  return { status, code, reason, message: str(e.message) ?? str(inner.message) };
}

/**
 * Looks in the table of `t`'s own namespace first (a feature keeps its field messages in its own
 * namespace, e.g. comments.json `validation`), then in common's. Answers the full key to read.
 */
function keyOfEnglish(t: Translate, group: 'validation', english: string) {
  for (const prefix of ['', 'common:'] as const) {
    const table = t(`${prefix}${group}`, { lng: 'en', returnObjects: true });
    if (!table || typeof table !== 'object') continue;
    const hit = Object.entries(table).find(([, text]) => text === english);
    if (hit) return foundKey(`${prefix}${group}`, table, hit[0]);
  }
  return null;
}

/** A translated, human message for any failure; never empty. */
export function errorMessage(t: Translate, error: unknown): string {
  if (error === null || error === undefined) return String(t('common:errors.unknown'));
  const { status, code, reason, message } = describeError(error);
  if (code && isAuthErrorCode(code)) {
    return String(
      t(`common:errors.auth.${code}`, { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS }),
    );
  }
  if (reason) {
    const text = t(reasonKey(reason), { defaultValue: '' });
    if (typeof text === 'string' && text !== '') return text;
  }
  if (status === 429) return String(t('common:errors.tooManyRequests'));
  const byCode = code ? API_CODE_KEYS[code] : undefined;
  if (byCode) return String(t(`common:errors.${byCode}`));
  if (status === 0) return String(t('common:errors.network'));
  if (status !== null && status >= 500) return String(t('common:errors.internal'));
  if (isNetworkFailure(error)) return String(t('common:errors.network'));
  if (message && TIMEOUT_TEXT.test(message)) return String(t('common:errors.timeout'));
  return String(t('common:errors.otherwise'));
}

/** One field message (English, from zod or the server) in the current language. */
export function translateFieldError(t: Translate, message: string): string {
  const key = keyOfEnglish(t, 'validation', message);
  return key ? String(t(key)) : message;
}

/** All of a server answer's `fields`, translated; ready for Mantine's form.setErrors(). */
export function translateFieldErrors(
  t: Translate,
  fields: Record<string, string> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, text]) => [field, translateFieldError(t, text)]),
  );
}
