import type { ErrorCode } from '@nivaas/shared';

/**
 * Better Auth answers `{ data, error }` with its own upper-case codes (INVALID_EMAIL_OR_PASSWORD,
 * EMAIL_NOT_VERIFIED…); our own layers in front of it (rate limits, origin check) answer
 * `{ error: { code, message } }`. Both become one AuthFailure; lib/error-messages turns it into text.
 */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Our own layers' stable reason (`auth.account-delayed`), when they answered. */
    readonly reason: string | null = null,
    /** A 400's message per field (`password`, `newPassword`), in English. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const codeForStatus = (status: number): ErrorCode | 'network' => {
  if (status === 0) return 'network';
  const byStatus: Record<number, ErrorCode> = {
    400: 'invalid-argument',
    401: 'unauthenticated',
    403: 'permission-denied',
    404: 'not-found',
    409: 'conflict',
    413: 'payload-too-large',
    415: 'unsupported-media-type',
    422: 'invalid-argument',
    429: 'resource-exhausted',
    503: 'unavailable',
    504: 'deadline-exceeded',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal' : 'unknown');
};

type ErrorLike = {
  status?: unknown;
  code?: unknown;
  message?: unknown;
  reason?: unknown;
  fields?: unknown;
  error?: { code?: unknown; message?: unknown; reason?: unknown; fields?: unknown };
};

const stringRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  if (error && typeof error === 'object' && typeof (error as ErrorLike).status === 'number') {
    const e = error as ErrorLike;
    const code =
      typeof e.code === 'string' ? e.code : typeof e.error?.code === 'string' ? e.error.code : '';
    const message =
      typeof e.message === 'string'
        ? e.message
        : typeof e.error?.message === 'string'
          ? e.error.message
          : '';
    const status = e.status as number;
    const reason = [e.reason, e.error?.reason].find((r) => typeof r === 'string') as
      string | undefined;
    const fields = stringRecord(e.fields ?? e.error?.fields);
    return new AuthFailure(status, code || codeForStatus(status), message, reason ?? null, fields);
  }
  // fetch rejects only when the request never got an answer
  return new AuthFailure(0, 'network', error instanceof Error ? error.message : 'network');
}

/** Runs one Better Auth client call and throws AuthFailure instead of returning `{ error }`. */
export async function callAuth<T>(
  call: () => Promise<{ data: T | null; error: unknown }>,
): Promise<T> {
  let result: { data: T | null; error: unknown };
  try {
    result = await call();
  } catch (err) {
    throw toAuthFailure(err);
  }
  if (result.error) throw toAuthFailure(result.error);
  return result.data as T;
}
