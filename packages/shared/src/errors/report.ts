import { REPORT_MESSAGES as M } from '../schemas/reports';
import type { ReasonList } from './reason-list';

/** Reports of listings, services, roommate profiles, people, comments and chat messages. */
export const REPORT_REASONS_LIST = {
  'report.own-item': { code: 'invalid-argument', message: M.ownItem },
  'report.already-open': { code: 'conflict', message: M.alreadyOpen },
  'report.rate-limited': { code: 'resource-exhausted', message: M.rateLimited },
  'report.target-not-found': { code: 'not-found', message: M.targetNotFound },
  'report.not-found': { code: 'not-found', message: M.notFound },
  'report.already-handled': { code: 'conflict', message: M.alreadyHandled },
} as const satisfies ReasonList<'report'>;
