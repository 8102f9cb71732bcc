import type { ReasonList } from './reason-list';

/** "I'm interested" on a listing. */
export const INTEREST_REASONS = {
  'interest.own-listing': {
    code: 'permission-denied',
    message: 'You cannot express interest in your own listing.',
  },
} as const satisfies ReasonList<'interest'>;
