import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** A service is changed by its provider, or by an admin moderating it (spec section 6). */
export function assertCanChange(
  caller: RequestAuth | null,
  providerId: string,
): asserts caller is RequestAuth {
  if (!caller) throw new AppError('unauthenticated');
  if (caller.userId !== providerId && !actsAsAdmin(caller))
    throw new AppError('service.not-provider');
}

/** A paused or hidden service is seen only by its provider and admins. */
export const canSeeUnlisted = (caller: RequestAuth | null, providerId: string): boolean =>
  !!caller && (caller.userId === providerId || actsAsAdmin(caller));
