import type { RoommateRequestBox } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { roommateParties } from '../roommates/index';
import { toRoommateRequest } from './present-roommate-request';
import { requestsOf } from './roommate-requests.repository';

/** The newest this many of each side are listed. */
export const REQUESTS_LISTED = 100;

/** What the caller received and what they sent, newest first. */
export async function listRoommateRequests(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<RoommateRequestBox> {
  const [incoming, outgoing] = await Promise.all([
    requestsOf(deps.db, 'toUserId', userId, REQUESTS_LISTED),
    requestsOf(deps.db, 'fromUserId', userId, REQUESTS_LISTED),
  ]);
  const parties = await roommateParties(
    deps,
    [...incoming, ...outgoing].flatMap((r) => [r.fromUserId, r.toUserId]),
  );
  return {
    incoming: incoming.map((r) => toRoommateRequest(r, userId, parties)),
    outgoing: outgoing.map((r) => toRoommateRequest(r, userId, parties)),
  };
}
