import type { CancellationPolicy } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { assertProvider } from './service-bookings.policy';
import { findCancellationPolicy, saveCancellationPolicy } from './service-bookings.repository';

/** A provider's cancellation policy as anyone about to book reads it; null when none is set. */
export async function getCancellationPolicy(
  deps: Pick<Deps, 'db'>,
  providerId: string,
): Promise<{ policy: CancellationPolicy | null }> {
  const row = await findCancellationPolicy(deps.db, providerId);
  return {
    policy: row ? { freeHours: Number(row.freeHours), feePercent: Number(row.feePercent) } : null,
  };
}

/**
 * A provider sets their policy. It applies to bookings made from now on; each booking keeps the
 * policy it was made under.
 */
export async function setCancellationPolicy(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  policy: CancellationPolicy,
): Promise<{ policy: CancellationPolicy }> {
  assertProvider(caller);
  await saveCancellationPolicy(deps.db, {
    providerId: caller.userId,
    ...policy,
    updatedAt: deps.clock.now().toISOString(),
  });
  return { policy };
}
