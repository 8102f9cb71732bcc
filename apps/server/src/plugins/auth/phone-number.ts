import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phoneNumber } from 'better-auth/plugins';
import {
  asLanguageCode,
  issuesToFields,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TRIES,
  PHONE_CODE_TTL_SECONDS,
  PHONE_ONLY_EMAIL_DOMAIN,
  registerSchema,
  type ErrorReason,
} from '@nivaas/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { languageOf } from '../../lib/texts/translate';
import { AppError } from '../../lib/app-error';
import { codeMessage, type SmsSender } from '../sms/sms';

/**
 * Sign-in and sign-up by mobile number with a code by SMS (decision 045), through Better Auth's
 * phone-number plugin. Numbers are kept in E.164; what a person types (`98765 43210`,
 * `+91 98765-43210`, `098765 43210`) is read as an Indian number unless it says otherwise.
 */
export const PHONE_SEND_CODE_PATH = '/api/auth/phone-number/send-otp';
export const PHONE_VERIFY_PATH = '/api/auth/phone-number/verify';
/**
 * Header the bridge sets from a checked send-code body's `language` (never from the client's
 * own headers): Better Auth's body schema drops unknown fields before `sendOTP` sees them.
 */
export const PHONE_LANGUAGE_HEADER = 'x-nivaas-app-language';

/** E.164 (`+919876543210`) of a valid mobile or fixed-line number, else null. */
export function normalisePhoneNumber(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  // A code by SMS needs a phone that takes SMS.
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

/** The stand-in address of an account made by phone: never shown, never mailed. */
export const phoneOnlyEmail = (e164: string) =>
  `${e164.replace(/^\+/, '')}@${PHONE_ONLY_EMAIL_DOMAIN}`;

const invalidNumber = () =>
  new AppError('phone.invalid-number', {
    fields: { phoneNumber: 'Enter a valid mobile number.' },
  });

const signUpNames = registerSchema.pick({ firstName: true, lastName: true });
const CODE_SHAPE = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

/**
 * The body of a send-code or verify request as Better Auth should see it: the number in E.164,
 * and only the fields each request may carry. A verify with `userType` is a sign-up and needs
 * the register form's names; without it, nothing about the person is taken. 400 otherwise.
 */
export function checkPhoneBody(pathname: string, body: unknown): Record<string, unknown> | null {
  if (pathname !== PHONE_SEND_CODE_PATH && pathname !== PHONE_VERIFY_PATH) return null;
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const number = normalisePhoneNumber(input.phoneNumber);
  if (!number) throw invalidNumber();
  // The app's language (decision 066): the code's SMS to a new number, and a new account's.
  const language = asLanguageCode(typeof input.language === 'string' ? input.language : '');
  if (input.language !== undefined && language !== input.language)
    throw new AppError('invalid-argument', undefined, { language: 'Choose a language' });
  if (pathname === PHONE_SEND_CODE_PATH)
    return { phoneNumber: number, ...(language ? { language } : {}) };
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!CODE_SHAPE.test(code)) throw new AppError('phone.code-wrong');
  const checked: Record<string, unknown> = { phoneNumber: number, code };
  if (input.updatePhoneNumber === true) return { ...checked, updatePhoneNumber: true };
  if (input.userType === undefined) return checked;
  const names = signUpNames.safeParse(input);
  if (!names.success)
    throw new AppError('invalid-argument', undefined, issuesToFields(names.error));
  // An unknown role is refused by role-on-create.ts (INVALID_ROLE), as for an email sign-up.
  return { ...checked, ...names.data, userType: input.userType, ...(language ? { language } : {}) };
}

/** Better Auth's phone codes → our reasons, so the web reads one kind of refusal. */
const REASON_BY_CODE: Record<string, ErrorReason> = {
  INVALID_PHONE_NUMBER: 'phone.invalid-number',
  INVALID_OTP: 'phone.code-wrong',
  OTP_EXPIRED: 'phone.code-expired',
  OTP_NOT_FOUND: 'phone.code-expired',
  TOO_MANY_ATTEMPTS: 'phone.too-many-tries',
  PHONE_NUMBER_EXIST: 'phone.taken',
  PHONE_NOT_REGISTERED: 'phone.not-registered',
};

export function phoneRefusal(pathname: string, status: number, body: string | null) {
  if (status < 400 || (pathname !== PHONE_SEND_CODE_PATH && pathname !== PHONE_VERIFY_PATH))
    return null;
  // The SMS provider failed (plugins/sms): nothing was sent; the person may ask again.
  if (status >= 500 && pathname === PHONE_SEND_CODE_PATH) return new AppError('phone.sms-failed');
  let code: unknown;
  try {
    code = (JSON.parse(body ?? '') as { code?: unknown }).code;
  } catch {
    return null;
  }
  const reason = typeof code === 'string' ? REASON_BY_CODE[code] : undefined;
  return reason ? new AppError(reason) : null;
}

/** Thrown by the user-create hook: a verified code for a number no account has, and no sign-up. */
export const PHONE_NOT_REGISTERED = 'PHONE_NOT_REGISTERED';

export function phoneNumberPlugin(deps: {
  sms: SmsSender;
  log: FastifyBaseLogger;
  db: Kysely<Database>;
}) {
  return phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_TTL_SECONDS,
    allowedAttempts: PHONE_CODE_TRIES,
    // Numbers arrive normalised (checkPhoneBody); anything else is refused here too.
    phoneNumberValidator: (value) => normalisePhoneNumber(value) === value,
    // In the language of the account that has the number, else the app's at sign-up.
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      const owner = await deps.db
        .selectFrom('users')
        .select('language')
        .where('phoneNumber', '=', to)
        .executeTakeFirst();
      const asked =
        ctx?.headers?.get(PHONE_LANGUAGE_HEADER) ??
        ctx?.request?.headers.get(PHONE_LANGUAGE_HEADER);
      const language = languageOf(owner?.language ?? asked);
      await deps.sms.send({
        to,
        code,
        text: codeMessage(code, PHONE_CODE_TTL_SECONDS / 60, language),
        language,
      });
    },
    // A code for a number no account has creates the account, if the request was a sign-up
    // (names and role, checked by checkPhoneBody and role-on-create.ts); else PHONE_NOT_REGISTERED.
    signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: () => '' },
  });
}
