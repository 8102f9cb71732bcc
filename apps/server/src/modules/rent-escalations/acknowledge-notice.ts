import type { RentEscalationNotice } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { toNotice } from './present-rent-escalation';
import { acknowledgeNotice, findNotice } from './rent-escalations.repository';

/**
 * The recipient acknowledges a notice ("I have read it"); the owner sees when. A notice is its
 * recipient's alone: anyone else gets 404. The first acknowledgement stands.
 */
export async function acknowledgeRentNotice(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<RentEscalationNotice> {
  const notice = await findNotice(deps.db, id);
  if (!notice || notice.userId !== caller.userId)
    throw new AppError('rent-escalation.notice-not-found');
  await inTransaction(deps, async (trx, emit) => {
    if (await acknowledgeNotice(trx, id, deps.clock.now().toISOString()))
      emit('rent-escalation.acknowledged', {
        noticeId: id,
        propertyId: notice.propertyId,
        ownerId: notice.ownerId,
        userId: caller.userId,
      });
  });
  const updated = await findNotice(deps.db, id);
  if (!updated) throw new AppError('rent-escalation.notice-not-found');
  return toNotice(updated);
}
