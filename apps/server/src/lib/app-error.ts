import { DEFAULT_MESSAGE_BY_CODE, HTTP_STATUS_BY_CODE, type ErrorCode } from '@nivaas/shared';

/** The one error type of the API: a stable code, its HTTP status, the spec's message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? DEFAULT_MESSAGE_BY_CODE[code]);
    this.code = code;
    this.status = HTTP_STATUS_BY_CODE[code];
    this.fields = fields;
  }
}

export const notFound = (message?: string) => new AppError('not-found', message);
export const forbidden = (message?: string) => new AppError('permission-denied', message);
export const unauthenticated = (message?: string) => new AppError('unauthenticated', message);
export const badRequest = (message?: string, fields?: Record<string, string>) =>
  new AppError('invalid-argument', message, fields);
