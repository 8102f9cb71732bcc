import { AVATAR_MAX_BYTES } from '../constants';
import { GENERIC_MESSAGES } from './codes';
import type { ReasonList } from './reason-list';

/** People: the profile, avatars and accounts made by the CLI and the demo seed. */
export const USER_REASONS = {
  'user.not-logged-in': { code: 'unauthenticated', message: GENERIC_MESSAGES.noUserLoggedIn },
  'user.not-found': { code: 'not-found', message: 'User not found.' },
  'user.email-taken': {
    code: 'conflict',
    message: 'An account with this email already exists.',
  },
  'user.avatar-too-large': {
    code: 'payload-too-large',
    message: `The photo must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  },
} as const satisfies ReasonList<'user'>;
