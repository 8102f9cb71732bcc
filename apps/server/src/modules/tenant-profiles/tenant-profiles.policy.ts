import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';

/** A tenant profile is what a seeker applies with: only tenants keep one, and only their own. */
export function assertProfileKeeper(caller: RequestAuth | null): asserts caller is RequestAuth {
  if (!caller) throw new AppError('tenant-profile.sign-in-required');
  if (caller.role !== 'tenant') throw new AppError('tenant-profile.tenants-only');
}
