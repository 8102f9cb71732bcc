import { ROOMMATE_REQUEST_MESSAGES as M } from '../schemas/roommate-requests';
import type { ReasonList } from './reason-list';

/** Roommate requests: saying hello before a chat opens. */
export const ROOMMATE_REQUEST_REASONS = {
  'roommate-request.self': { code: 'invalid-argument', message: M.self },
  'roommate-request.exists': { code: 'conflict', message: M.exists },
  'roommate-request.limit': { code: 'resource-exhausted', message: M.limit },
  'roommate-request.blocked': { code: 'permission-denied', message: M.blocked },
  'roommate-request.profile-required': { code: 'failed-precondition', message: M.profileRequired },
  'roommate-request.not-yours': { code: 'permission-denied', message: M.notYours },
  'roommate-request.decided': { code: 'conflict', message: M.decided },
  'roommate-request.not-found': { code: 'not-found', message: M.notFound },
} as const satisfies ReasonList<'roommate-request'>;
