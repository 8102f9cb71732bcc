import { ADMIN_REASONS } from './errors/admin';
import { AGREEMENT_REASONS } from './errors/agreement';
import { APPLICATION_REASONS } from './errors/application';
import { AUTH_REASONS } from './errors/auth';
import { BOOKING_REASONS } from './errors/booking';
import { CHAT_REASONS } from './errors/chat';
import type { ErrorCode } from './errors/codes';
import { COMMENT_REASONS } from './errors/comment';
import { DOCUMENT_REASONS } from './errors/documents';
import { INTEREST_REASONS } from './errors/interest';
import { MY_DATA_REASONS } from './errors/my-data';
import { NOTIFICATION_REASONS } from './errors/notification';
import { PHONE_REASONS } from './errors/phone';
import { PAYMENT_REASONS } from './errors/payment';
import { PROPERTY_REASONS } from './errors/property';
import type { ReasonEntry } from './errors/reason-list';
import { RENT_ESCALATION_REASONS } from './errors/rent-escalation';
import { RENT_LEDGER_REASONS } from './errors/rent-ledger';
import { REPORT_REASONS_LIST } from './errors/report';
import { ROOMMATE_REASONS } from './errors/roommate';
import { ROOMMATE_REQUEST_REASONS } from './errors/roommate-request';
import { REQUEST_REASONS } from './errors/request';
import { SERVICE_REASONS } from './errors/service';
import { SERVICE_BOOKING_REASONS } from './errors/service-booking';
import { SITE_VISIT_REASONS } from './errors/site-visit';
import { SAVED_LOCATION_REASONS } from './errors/saved-location';
import { UPLOAD_REASONS } from './errors/upload';
import { USER_REASONS } from './errors/user';
import { VERIFICATION_REASONS } from './errors/verification';

/**
 * The error catalogue. Every API error body is `{ error: { code, reason, message, fields? } }`:
 * - `code` is the generic kind (ERROR_CODES) and fixes the HTTP status;
 * - `reason` is the stable name of this very failure, `<slice>.<what>` (`property.not-found`,
 *   `chat.thread-blocked`); clients decide on it, and the web maps it to its translated text in
 *   one place (apps/web/src/lib/error-messages.ts);
 * - `message` is the reason's English text (the spec's own, section 8, where it has one);
 * - `fields` holds one message per field of a 400 (issuesToFields).
 *
 * Each slice keeps its reasons in `errors/<slice>.ts`; they are gathered here. Adding one is
 * described in docs/architecture.md, "Error reasons".
 */
export * from './errors/codes';
export * from './errors/fields';
export type { ReasonEntry, ReasonList } from './errors/reason-list';
export { DEFAULT_REASON_BY_CODE, type CodeReason, type GenericReason } from './errors/request';

export const ERROR_REASON_LIST = {
  ...REQUEST_REASONS,
  ...AUTH_REASONS,
  ...USER_REASONS,
  ...PHONE_REASONS,
  ...UPLOAD_REASONS,
  ...PROPERTY_REASONS,
  ...INTEREST_REASONS,
  ...COMMENT_REASONS,
  ...CHAT_REASONS,
  ...NOTIFICATION_REASONS,
  ...SAVED_LOCATION_REASONS,
  ...BOOKING_REASONS,
  ...RENT_ESCALATION_REASONS,
  ...APPLICATION_REASONS,
  ...ROOMMATE_REASONS,
  ...ROOMMATE_REQUEST_REASONS,
  ...REPORT_REASONS_LIST,
  ...ADMIN_REASONS,
  ...SERVICE_REASONS,
  ...SERVICE_BOOKING_REASONS,
  ...SITE_VISIT_REASONS,
  ...DOCUMENT_REASONS,
  ...AGREEMENT_REASONS,
  ...MY_DATA_REASONS,
  ...RENT_LEDGER_REASONS,
  ...PAYMENT_REASONS,
  ...VERIFICATION_REASONS,
} as const satisfies Record<string, ReasonEntry>;

export type ErrorReason = keyof typeof ERROR_REASON_LIST;
export const ERROR_REASONS = Object.keys(ERROR_REASON_LIST) as [ErrorReason, ...ErrorReason[]];

export const isErrorReason = (value: unknown): value is ErrorReason =>
  typeof value === 'string' && Object.hasOwn(ERROR_REASON_LIST, value);

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
  error: {
    code: ErrorCode;
    reason: ErrorReason;
    message: string;
    fields?: Record<string, string>;
    details?: Record<string, string>;
  };
}
