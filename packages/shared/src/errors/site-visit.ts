import { SITE_VISIT_MESSAGES as M } from '../schemas/site-visits';
import type { ReasonList } from './reason-list';

/** Site visits (issue 28, section 5). */
export const SITE_VISIT_REASONS = {
  'site-visit.slot-taken': { code: 'conflict', message: M.slotTaken },
  'site-visit.slot-not-offered': { code: 'invalid-argument', message: M.slotNotOffered },
  'site-visit.not-found': { code: 'not-found', message: M.notFound },
  'site-visit.own-listing': { code: 'permission-denied', message: M.ownListing },
  'site-visit.not-owner': { code: 'permission-denied', message: M.notOwner },
  'site-visit.not-seeker': { code: 'permission-denied', message: M.notSeeker },
  'site-visit.status-changed': { code: 'conflict', message: M.statusChanged },
  'site-visit.not-confirmed': { code: 'conflict', message: M.notConfirmed },
} as const satisfies ReasonList<'site-visit'>;
