import type { PushSubscriptionInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { keepNewest, saveSubscription as save } from './push.repository';
import { isKnownPushService, SUBSCRIPTIONS_PER_PERSON } from './push-services';

/**
 * This browser gets the caller's pushes from now on (the browser asked after their click). Only a
 * known push service is accepted, but in the tests, which run their own on this machine.
 */
export async function saveSubscription(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  caller: RequestAuth,
  input: PushSubscriptionInput,
): Promise<{ saved: true }> {
  if (deps.config.appEnv !== 'test' && !isKnownPushService(input.endpoint))
    throw new AppError('invalid-argument', 'Not a push service this app knows', {
      endpoint: 'Not a push service this app knows',
    });
  await save(deps.db, {
    userId: caller.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    at: deps.clock.now().toISOString(),
  });
  await keepNewest(deps.db, caller.userId, SUBSCRIPTIONS_PER_PERSON);
  return { saved: true };
}
