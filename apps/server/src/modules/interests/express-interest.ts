import type { InterestResult } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { countInterest, findViewableProperty } from '../properties/index';
import { addInterest } from './interests.repository';
import { canExpressInterest } from './interests.policy';
import './interests.events';

/**
 * "I'm interested" (spec section 5: idempotent, a repeat answers false). A rented or sold listing
 * still takes interest: being told when it opens up again is what interest is for.
 */
export async function expressInterest(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<InterestResult> {
  const listing = await findViewableProperty(deps, caller, propertyId);
  if (!canExpressInterest(caller, listing.ownerId)) throw new AppError('interest.own-listing');
  return inTransaction(deps, async (trx, emit) => {
    const at = deps.clock.now().toISOString();
    if (!(await addInterest(trx, propertyId, caller.userId, at)))
      return { added: false, interestedCount: await countInterest(trx, propertyId, 'unchanged') };
    const interestedCount = await countInterest(trx, propertyId, 'added');
    emit('interest.added', {
      propertyId,
      ownerId: listing.ownerId,
      userId: caller.userId,
      interestedCount,
    });
    return { added: true, interestedCount };
  });
}
