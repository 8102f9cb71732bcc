import { ADMIN_MESSAGES as M } from '../schemas/admin';
import type { ReasonList } from './reason-list';

/** The admin area (issue 13). */
export const ADMIN_REASONS = {
  'admin.second-factor-required': { code: 'permission-denied', message: M.secondFactorRequired },
  'admin.last-admin': { code: 'conflict', message: M.lastAdmin },
  'admin.not-yourself': { code: 'permission-denied', message: M.notYourself },
  'admin.user-not-found': { code: 'not-found', message: M.userNotFound },
  'admin.already-suspended': { code: 'conflict', message: M.alreadySuspended },
  'admin.not-suspended': { code: 'conflict', message: M.notSuspended },
  'admin.already-verified': { code: 'conflict', message: M.alreadyVerified },
  'admin.content-not-found': { code: 'not-found', message: M.contentNotFound },
} as const satisfies ReasonList<'admin'>;
