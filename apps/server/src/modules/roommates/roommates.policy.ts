import { toBool } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';

/** Every roommate route needs a signed-in person (spec section 7); a profile is only one's own. */
export function assertSignedIn(caller: RequestAuth | null): asserts caller is RequestAuth {
  if (!caller) throw new AppError('roommate.sign-in-required');
}

/**
 * Others see a profile unless its owner paused it, an admin hid it, or its owner is suspended
 * (issue 13). Its owner always sees it, and admins do, to moderate.
 */
export const isProfileOpen = (row: {
  paused: boolean | number;
  hiddenByAdminAt: string | null;
  ownerSuspended: boolean | number;
}): boolean => !toBool(row.paused) && !row.hiddenByAdminAt && !toBool(row.ownerSuspended);
