import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@nivaas/shared';

/**
 * The one place that turns a failure into text a person can read, in their language.
 *
 * Inputs it understands:
 * - ApiError from lib/api-client (`status`, our stable `code`, the server's English `message`);
 * - Better Auth failures (`{ status, code: 'INVALID_EMAIL_OR_PASSWORD', message }`, raw or as
 *   features/auth's AuthFailure), and our own 429 body in front of Better Auth;
 * - anything thrown (TypeError from fetch, failed lazy chunks), or nothing at all.
 *
 * Field messages: the server's `fields` and the shared zod schemas speak English (VALIDATION in
 * @nivaas/shared). We translate them by STABLE KEY: the English text is looked up in
 * common.json `validation` (English table) to find its key, then that key is read in the current
 * language. Keys stay free of dots and colons, and a test keeps the English table equal to
 * VALIDATION. Texts we do not know pass through unchanged. Known server messages (spec texts)
 * are translated the same way from `errors.server`. A feature's own namespace may carry its own
 * `validation` and `errors.server` tables: pass that namespace's `t`; common's are the fallback.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => unknown;

export interface ErrorInfo {
  status: number | null;
  code: string | null;
  message: string | null;
}

/** Our API's codes (plus the client's own 'network') → key under common `errors.`. */
const API_CODE_KEYS: Record<string, string> = {
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

const NETWORK_TEXT =
  /failed to fetch|networkerror|network error|load failed|network request failed|dynamically imported module|importing a module script failed|unable to preload|chunkloaderror|loading chunk/i;
const TIMEOUT_TEXT = /timed? ?out|timeout/i;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads status, code and message from any of the shapes above. */
export function describeError(error: unknown): ErrorInfo {
  if (error === null || error === undefined) return { status: null, code: null, message: null };
  if (typeof error === 'string') return { status: null, code: null, message: error };
  if (typeof error !== 'object') return { status: null, code: null, message: null };
  const e = error as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
    name?: unknown;
    error?: unknown;
  };
  const inner = (e.error && typeof e.error === 'object' ? e.error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const status = typeof e.status === 'number' ? e.status : null;
  const code = str(e.code) ?? str(inner.code) ?? (e.name === 'ChunkLoadError' ? 'network' : null);
  return { status, code, message: str(e.message) ?? str(inner.message) };
}

/** The key whose English text equals `english` inside the table at `group`, if any. */
function keyInTable(t: Translate, group: string, english: string): string | null {
  const table = t(group, { lng: 'en', returnObjects: true });
  if (!table || typeof table !== 'object') return null;
  for (const [key, text] of Object.entries(table as Record<string, unknown>)) {
    if (text === english) return key;
  }
  return null;
}

/**
 * Looks in the table of `t`'s own namespace first (a feature keeps its messages in its own
 * namespace, e.g. comments.json `validation`), then in common's. Answers the full key to read.
 */
function keyOfEnglish(t: Translate, group: string, english: string): string | null {
  for (const prefix of ['', 'common:']) {
    const key = keyInTable(t, `${prefix}${group}`, english);
    if (key) return `${prefix}${group}.${key}`;
  }
  return null;
}

/** A translated, human message for any failure; never empty. */
export function errorMessage(t: Translate, error: unknown): string {
  if (error === null || error === undefined) return String(t('errors.unknown'));
  const { status, code, message } = describeError(error);
  if (code && (AUTH_ERROR_CODES as readonly string[]).includes(code)) {
    return String(t(`errors.auth.${code}`, { min: PASSWORD_MIN_CHARS, max: PASSWORD_MAX_CHARS }));
  }
  if (status === 429) return String(t('errors.tooManyRequests'));
  if (message) {
    const known = keyOfEnglish(t, 'errors.server', message);
    if (known) return String(t(known));
  }
  const byCode = code ? API_CODE_KEYS[code] : undefined;
  if (byCode) return String(t(`errors.${byCode}`));
  if (status === 0) return String(t('errors.network'));
  if (status !== null && status >= 500) return String(t('errors.internal'));
  if (message && NETWORK_TEXT.test(message)) return String(t('errors.network'));
  if (message && TIMEOUT_TEXT.test(message)) return String(t('errors.timeout'));
  return String(t('errors.otherwise'));
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
