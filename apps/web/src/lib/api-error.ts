import type { ErrorCode } from '@nivaas/shared';

/**
 * An API failure with the server's stable code (and reason, when it sends one), its message and
 * any field messages. Status 0 and code 'network': the request never got an answer.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly reason: string | null = null,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The request got no answer at all (offline, DNS, connection refused, blocked by the browser). */
export const networkError = (): ApiError => new ApiError(0, 'network', 'network');

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const recordOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

/** A code for an answer whose body is not ours (a proxy's page, an empty body). */
const codeForStatus = (status: number): ErrorCode =>
  status === 413
    ? 'payload-too-large'
    : status === 415
      ? 'unsupported-media-type'
      : status >= 500
        ? 'internal'
        : 'unknown';

/**
 * The one reader of our error body (`{ error: { code, reason?, message, fields?, details? } }`),
 * for fetch and for the upload's XMLHttpRequest alike: any status and body text in, an ApiError
 * out. A body that is not ours falls back on the status.
 */
export function apiErrorFrom(status: number, text: string, statusText = ''): ApiError {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const error = recordOf((body as { error?: unknown } | null)?.error) as Record<string, unknown>;
  return new ApiError(
    status,
    (textOf(error.code) as ErrorCode | null) ?? codeForStatus(status),
    textOf(error.message) ?? statusText,
    recordOf(error.fields),
    textOf(error.reason),
    recordOf(error.details),
  );
}

/**
 * What browsers throw, in their words, when a request or a lazily loaded piece of the app could
 * not be downloaded (Chrome, Firefox, Safari, React Native, Vite's preloader).
 */
const NETWORK_TEXT =
  /failed to fetch|networkerror|network error|load failed|network request failed|dynamically imported module|importing a module script failed|unable to preload|chunkloaderror|loading chunk/i;

/** The one test for "the network failed" (not the server): our ApiError or the browser's text. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.code === 'network';
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && NETWORK_TEXT.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && NETWORK_TEXT.test(message));
}

/** The server refused the caller (403): nothing a retry changes. */
export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;
