import type { RoommateRequest } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { openDirectThread } from '../conversations/index';
import { partyName, roommateParties } from '../roommates/index';
import { toRoommateRequest } from './present-roommate-request';
import { answerPending, findRequest } from './roommate-requests.repository';

/**
 * The receiver accepts or declines a pending request. Accepting opens the two people's direct
 * chat thread in the same transaction (never limited), so both can write at once. A stranger
 * learns nothing (404); the sender may not answer their own (403).
 */
export async function answerRoommateRequest(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  callerId: string,
  id: string,
  status: 'accepted' | 'declined',
): Promise<RoommateRequest> {
  const row = await findRequest(deps.db, id);
  if (!row || (row.toUserId !== callerId && row.fromUserId !== callerId))
    throw new AppError('roommate-request.not-found');
  if (row.toUserId !== callerId) throw new AppError('roommate-request.not-yours');
  if (row.status !== 'pending') throw new AppError('roommate-request.decided');
  const parties = await roommateParties(deps, [row.fromUserId, row.toUserId]);
  const decidedAt = deps.clock.now().toISOString();
  const answered = await inTransaction(deps, async (trx, emit) => {
    const conversationId =
      status === 'accepted'
        ? await openDirectThread(trx, row.fromUserId, row.toUserId, decidedAt)
        : null;
    if (!(await answerPending(trx, id, { status, conversationId, decidedAt })))
      throw new AppError('roommate-request.decided');
    emit('roommate-request.answered', {
      requestId: id,
      fromUserId: row.fromUserId,
      fromName: partyName(parties.get(row.fromUserId)),
      toUserId: row.toUserId,
      toName: partyName(parties.get(row.toUserId)),
      status,
      conversationId,
      at: decidedAt,
    });
    return { ...row, status, conversationId, decidedAt };
  });
  return toRoommateRequest(answered, callerId, parties);
}
