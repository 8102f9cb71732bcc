import { SAVED_LOCATION_MESSAGES } from '../schemas/saved-location';
import type { ReasonList } from './reason-list';

/** A person's saved places (spec section 8, Locations). */
export const SAVED_LOCATION_REASONS = {
  'saved-location.sign-in-required': {
    code: 'unauthenticated',
    message: SAVED_LOCATION_MESSAGES.signIn,
  },
  'saved-location.not-found': { code: 'not-found', message: SAVED_LOCATION_MESSAGES.notFound },
  'saved-location.too-many': { code: 'invalid-argument', message: SAVED_LOCATION_MESSAGES.tooMany },
} as const satisfies ReasonList<'saved-location'>;
