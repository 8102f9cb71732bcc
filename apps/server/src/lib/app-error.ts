import {
  DEFAULT_REASON_BY_CODE,
  ERROR_REASON_LIST,
  HTTP_STATUS_BY_CODE,
  isErrorReason,
  type ErrorCode,
  type ErrorReason,
} from '@nivaas/shared';

export interface AppErrorOptions {
  /** Only where the text carries a detail of this request (an address, a limit of the route). */
  message?: string;
  fields?: Record<string, string>;
  /** Facts a client may act on, e.g. the id of the record a conflict is with. */
  details?: Record<string, string>;
}

/**
 * The one error type of the API: a stable reason (`property.not-found`), the generic code and
 * HTTP status it answers with, the English message, and field messages for a 400.
 *
 * - `new AppError('chat.thread-blocked')`: the reason names its code and message
 *   (@nivaas/shared errors/<slice>.ts); this is the form to use.
 * - `new AppError('not-found', message?, fields?)`: a code alone gets its generic reason
 *   (`request.not-found`); right for refusals that say nothing more than the code, and for
 *   field errors of a 400 (`request.invalid` with `fields`).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly reason: ErrorReason;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, string> | undefined;

  constructor(reason: ErrorReason, options?: AppErrorOptions);
  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>);
  constructor(
    codeOrReason: ErrorCode | ErrorReason,
    messageOrOptions?: string | AppErrorOptions,
    fields?: Record<string, string>,
  ) {
    const options: AppErrorOptions =
      typeof messageOrOptions === 'object'
        ? messageOrOptions
        : { ...(messageOrOptions !== undefined ? { message: messageOrOptions } : {}), fields };
    const reason = isErrorReason(codeOrReason)
      ? codeOrReason
      : DEFAULT_REASON_BY_CODE[codeOrReason];
    // A code's generic reason carries the code's default message (a test in @nivaas/shared).
    const { code, message } = ERROR_REASON_LIST[reason];
    super(options.message ?? message);
    this.code = code;
    this.reason = reason;
    this.status = HTTP_STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.details = options.details;
  }
}
