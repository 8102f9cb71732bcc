import { GENERIC_MESSAGES } from './codes';
import type { ReasonList } from './reason-list';

/** Sign-in, sign-up and password reset (Better Auth answers its own failures with its own codes). */
export const AUTH_REASONS = {
  'auth.rate-limited': { code: 'resource-exhausted', message: GENERIC_MESSAGES.tooManyRequests },
} as const satisfies ReasonList<'auth'>;
