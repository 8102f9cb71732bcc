import type { InterestState } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty } from '../properties/index';
import { hasInterest } from './interests.repository';

/** Whether the caller has said they are interested in the listing. */
export async function getInterestState(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<InterestState> {
  await findViewableProperty(deps, caller, propertyId);
  return { interested: await hasInterest(deps.db, propertyId, caller.userId) };
}
