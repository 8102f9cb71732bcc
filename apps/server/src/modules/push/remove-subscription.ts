import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { removeSubscription as remove } from './push.repository';

/** This browser gets no more of the caller's pushes; another person's subscription is left. */
export async function removeSubscription(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  endpoint: string,
): Promise<{ removed: boolean }> {
  return { removed: await remove(deps.db, caller.userId, endpoint) };
}
