import { RENT_LEDGER_MESSAGES as M } from '../schemas/rent-ledger';
import type { ReasonList } from './reason-list';

/** A stay's dues (decision 042). */
export const RENT_LEDGER_REASONS = {
  'rent-ledger.not-found': { code: 'not-found', message: M.notFound },
  'rent-ledger.forbidden': { code: 'permission-denied', message: M.forbidden },
  'rent-ledger.owner-only': { code: 'permission-denied', message: M.ownerOnly },
  'rent-ledger.not-confirmed': { code: 'conflict', message: M.notConfirmed },
} as const satisfies ReasonList<'rent-ledger'>;
