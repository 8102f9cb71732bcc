import { RENT_ESCALATION_MESSAGES as M } from '../schemas/rent-escalations';
import type { ReasonList } from './reason-list';

/**
 * Rent escalation (spec section 8). The `*-failed` reasons are what the web says when a call of
 * that kind fails for any other reason.
 */
export const RENT_ESCALATION_REASONS = {
  'rent-escalation.not-found': { code: 'not-found', message: M.notFound },
  'rent-escalation.forbidden': { code: 'permission-denied', message: M.forbidden },
  'rent-escalation.no-rent': { code: 'invalid-argument', message: M.noRent },
  'rent-escalation.notice-not-found': { code: 'not-found', message: M.noticeNotFound },
  'rent-escalation.load-failed': { code: 'unknown', message: M.loadFailed },
  'rent-escalation.save-failed': { code: 'unknown', message: M.saveFailed },
  'rent-escalation.apply-failed': { code: 'unknown', message: M.applyFailed },
  'rent-escalation.history-load-failed': { code: 'unknown', message: M.historyLoadFailed },
  'rent-escalation.run-due-failed': { code: 'unknown', message: M.runDueFailed },
} as const satisfies ReasonList<'rent-escalation'>;
