import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';

/** Every roommate route needs a signed-in person (spec section 7); a profile is only one's own. */
export function assertSignedIn(caller: RequestAuth | null): asserts caller is RequestAuth {
  if (!caller) throw new AppError('roommate.sign-in-required');
}
