import { AGREEMENT_MESSAGES as M } from '../schemas/agreements';
import type { ReasonList } from './reason-list';

/** Rental agreements of confirmed stays. */
export const AGREEMENT_REASONS = {
  'agreement.not-found': { code: 'not-found', message: M.notFound },
  'agreement.owners-only': { code: 'permission-denied', message: M.ownersOnly },
  'agreement.stay-not-confirmed': { code: 'conflict', message: M.stayNotConfirmed },
  'agreement.exists': { code: 'conflict', message: M.exists },
  'agreement.changed': { code: 'conflict', message: M.changed },
  'agreement.due-day-differs': { code: 'conflict', message: M.dueDayDiffers },
} as const satisfies ReasonList<'agreement'>;
