import { GENERIC_MESSAGES } from './codes';
import type { ReasonList } from './reason-list';

/** Sign-in, sign-up and password reset (Better Auth answers its own failures with its own codes). */
export const AUTH_REASONS = {
  'auth.rate-limited': { code: 'resource-exhausted', message: GENERIC_MESSAGES.tooManyRequests },
  // Wrong passwords for one account, from any address: the wait grows with each one.
  'auth.account-delayed': {
    code: 'resource-exhausted',
    message:
      'Too many wrong passwords for this account. Please wait a few minutes and try again, or reset your password.',
  },
  // Wrong two-step codes for one account, from any address or pending sign-in: locked a while.
  'auth.second-factor-locked': {
    code: 'resource-exhausted',
    message:
      'Too many wrong codes. For your safety, signing in to this account is locked for up to 15 minutes. We have sent an email about it to the account.',
  },
  // The sign-in of a suspended account; the message is sent with the admin's reason added.
  'auth.suspended': { code: 'permission-denied', message: 'Your account is suspended' },
} as const satisfies ReasonList<'auth'>;
