import { RENT_ESCALATION_MESSAGES as M } from '../schemas/rent-escalations';
import type { ReasonList } from './reason-list';

/** Rent escalation (spec section 8). */
export const RENT_ESCALATION_REASONS = {
  'rent-escalation.not-found': { code: 'not-found', message: M.notFound },
  'rent-escalation.forbidden': { code: 'permission-denied', message: M.forbidden },
  'rent-escalation.no-rent': { code: 'invalid-argument', message: M.noRent },
  'rent-escalation.notice-not-found': { code: 'not-found', message: M.noticeNotFound },
} as const satisfies ReasonList<'rent-escalation'>;
