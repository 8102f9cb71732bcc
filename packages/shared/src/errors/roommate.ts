import { ROOMMATE_MESSAGES as M } from '../schemas/roommates';
import type { ReasonList } from './reason-list';

/**
 * Roommate profiles (spec section 8, Roommate). The `*-failed` reasons are what the web says
 * when a save, update or delete fails for any other reason.
 */
export const ROOMMATE_REASONS = {
  'roommate.sign-in-required': { code: 'unauthenticated', message: M.signIn },
  'roommate.create-denied': { code: 'permission-denied', message: M.createDenied },
  'roommate.update-denied': { code: 'permission-denied', message: M.updateDenied },
  'roommate.delete-denied': { code: 'permission-denied', message: M.deleteDenied },
  'roommate.save-failed': { code: 'internal', message: M.saveFailed },
  'roommate.create-failed': { code: 'unknown', message: M.createFailed },
  'roommate.update-failed': { code: 'unknown', message: M.updateFailed },
  'roommate.delete-failed': { code: 'unknown', message: M.deleteFailed },
  'roommate.invalid-data': { code: 'invalid-argument', message: M.invalidData },
  'roommate.invalid-update': { code: 'invalid-argument', message: M.invalidUpdate },
  'roommate.not-found': { code: 'not-found', message: M.notFound },
  'roommate.photo-too-large': { code: 'payload-too-large', message: M.photoTooLarge },
  'roommate.photo-not-found': { code: 'not-found', message: M.photoNotFound },
} as const satisfies ReasonList<'roommate'>;
