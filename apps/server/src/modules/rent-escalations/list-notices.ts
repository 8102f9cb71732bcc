import type { RentEscalationNoticeList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { loadListingFor } from './load-listing';
import { toNotice } from './present-rent-escalation';
import { listNoticesOfProperty, listNoticesOfUser } from './rent-escalations.repository';

/** Most recent notices shown; older ones are in the history all the same. */
const NOTICE_LIST_MAX = 100;

/** The caller's own notices (a tenant acknowledges them here), newest first. */
export async function listMyNotices(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
): Promise<RentEscalationNoticeList> {
  const rows = await listNoticesOfUser(deps.db, caller.userId, NOTICE_LIST_MAX);
  return { notices: rows.map(toNotice) };
}

/** Who was told of the listing's increases and who has acknowledged (owner, admins). */
export async function listListingNotices(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<RentEscalationNoticeList> {
  await loadListingFor(deps.db, caller, propertyId, 'notices', deps.clock.now());
  const rows = await listNoticesOfProperty(deps.db, propertyId, NOTICE_LIST_MAX);
  return { notices: rows.map(toNotice) };
}
