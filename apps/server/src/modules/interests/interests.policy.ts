import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** Anyone signed in may say they are interested, except in their own listing. */
export const canExpressInterest = (caller: RequestAuth, ownerId: string): boolean =>
  caller.userId !== ownerId;

/** Who is interested is seen by the listing's owner and by admins. */
export const canSeeInterests = (caller: RequestAuth, ownerId: string): boolean =>
  caller.userId === ownerId || actsAsAdmin(caller);
