import { SAVED_LOCATION_LIMITS } from '@nivaas/shared';

/**
 * Saved places are private: every query is scoped to the caller, so another person's place reads
 * as missing (404) rather than forbidden, and nobody learns it exists. Admins included.
 */
export const maySaveAnother = (alreadySaved: number): boolean =>
  alreadySaved < SAVED_LOCATION_LIMITS.perUser;
