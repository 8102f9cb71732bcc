import type { PushSubscriptionInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { saveSubscription as save } from './push.repository';

/** This browser gets the caller's pushes from now on (the browser asked after their click). */
export async function saveSubscription(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  caller: RequestAuth,
  input: PushSubscriptionInput,
): Promise<{ saved: true }> {
  if (deps.config.isProduction && !input.endpoint.startsWith('https://'))
    throw new AppError('invalid-argument', 'Push endpoints are https', {
      endpoint: 'Push endpoints are https',
    });
  await save(deps.db, {
    userId: caller.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    at: deps.clock.now().toISOString(),
  });
  return { saved: true };
}
