import { ROOMMATE_REQUEST_LIMITS, type RoommateRequest } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { isBlockedBetween } from '../conversations/index';
import {
  findOpenRoommateProfile,
  getOwnRoommateProfile,
  partyName,
  roommateParties,
} from '../roommates/index';
import { toRoommateRequest } from './present-roommate-request';
import {
  countSentSince,
  insertRequest,
  pairKeyOf,
  requestsBetween,
  type RoommateRequestRow,
} from './roommate-requests.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Says hello to someone with an open roommate profile. Refused to oneself, without a profile of
 * one's own, when either blocked the other in chat, while a request between the two is pending
 * or accepted (or the other declined this sender's), and beyond 20 in any 24 hours.
 */
export async function sendRoommateRequest(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  fromUserId: string,
  toUserId: string,
  message: string | undefined,
): Promise<RoommateRequest> {
  if (fromUserId === toUserId) throw new AppError('roommate-request.self');
  if (!(await getOwnRoommateProfile(deps, fromUserId)))
    throw new AppError('roommate-request.profile-required');
  if (!(await findOpenRoommateProfile(deps, toUserId))) throw new AppError('roommate.not-found');
  if (await isBlockedBetween(deps.db, fromUserId, toUserId))
    throw new AppError('roommate-request.blocked');
  const earlier = await requestsBetween(deps.db, fromUserId, toUserId);
  if (
    earlier.some(
      (r) =>
        r.status === 'pending' ||
        r.status === 'accepted' ||
        (r.status === 'declined' && r.fromUserId === fromUserId),
    )
  )
    throw new AppError('roommate-request.exists');

  const now = deps.clock.now();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const parties = await roommateParties(deps, [fromUserId, toUserId]);
  const row: RoommateRequestRow = {
    id: newId(),
    fromUserId,
    toUserId,
    pairKey: pairKeyOf(fromUserId, toUserId),
    status: 'pending',
    message: message || null,
    conversationId: null,
    createdAt: now.toISOString(),
    decidedAt: null,
  };
  try {
    await inTransaction(deps, async (trx, emit) => {
      if ((await countSentSince(trx, fromUserId, since)) >= ROOMMATE_REQUEST_LIMITS.perDay)
        throw new AppError('roommate-request.limit');
      await insertRequest(trx, row);
      emit('roommate-request.sent', {
        requestId: row.id,
        fromUserId,
        fromName: partyName(parties.get(fromUserId)),
        toUserId,
        toName: partyName(parties.get(toUserId)),
        message: row.message,
        at: row.createdAt,
      });
    });
  } catch (err) {
    // The other person asked at the same moment: one pending request per pair.
    if (isUniqueViolation(err)) throw new AppError('roommate-request.exists');
    throw err;
  }
  return toRoommateRequest(row, fromUserId, parties);
}
