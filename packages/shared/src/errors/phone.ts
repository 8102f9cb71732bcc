import type { ReasonList } from './reason-list';

/**
 * Sign-in and sign-up by mobile number with a code sent by SMS (Better Auth's phone-number
 * plugin; the server turns its codes into these reasons: plugins/auth/phone-refusal.ts).
 */
export const PHONE_REASONS = {
  'phone.invalid-number': {
    code: 'invalid-argument',
    message: 'Enter a valid mobile number.',
  },
  'phone.code-wrong': {
    code: 'invalid-argument',
    message: 'That code is not right. Check the SMS and try again.',
  },
  'phone.code-expired': {
    code: 'invalid-argument',
    message: 'This code has expired or was already used. Ask for a new one.',
  },
  'phone.too-many-tries': {
    code: 'resource-exhausted',
    message: 'Too many wrong codes. Ask for a new one.',
  },
  'phone.too-many-codes': {
    code: 'resource-exhausted',
    message: 'Too many codes were sent to this number. Please wait a few minutes and try again.',
  },
  'phone.sms-failed': {
    code: 'unavailable',
    message: 'We could not send the SMS. Please try again in a moment.',
  },
  'phone.taken': {
    code: 'conflict',
    message: 'This mobile number is already on another account.',
  },
  'phone.not-registered': {
    code: 'not-found',
    message: 'No account uses this mobile number yet. Create one to continue.',
  },
} as const satisfies ReasonList<'phone'>;
