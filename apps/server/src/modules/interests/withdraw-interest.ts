import type { InterestRemoval } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { countInterest, findViewableProperty } from '../properties/index';
import { removeInterest } from './interests.repository';
import './interests.events';

/**
 * Takes back "I'm interested" (spec section 7: add or remove). The person stops hearing of the
 * listing's changes and the owner's count drops; taking back what was never said changes nothing.
 */
export async function withdrawInterest(
  deps: Pick<Deps, 'db' | 'bus'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<InterestRemoval> {
  const listing = await findViewableProperty(deps, caller, propertyId);
  return inTransaction(deps, async (trx, emit) => {
    if (!(await removeInterest(trx, propertyId, caller.userId)))
      return { removed: false, interestedCount: await countInterest(trx, propertyId, 'unchanged') };
    const interestedCount = await countInterest(trx, propertyId, 'removed');
    emit('interest.removed', {
      propertyId,
      ownerId: listing.ownerId,
      userId: caller.userId,
      interestedCount,
    });
    return { removed: true, interestedCount };
  });
}
