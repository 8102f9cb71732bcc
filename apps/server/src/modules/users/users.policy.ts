import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/**
 * Who may do what with user records. Everyone signed in may see anyone's public profile; the
 * private fields (email, phone, addresses, places) are for the person and for admins only.
 * A profile is only ever changed by its own person, so the profile routes take no user id.
 */
export const canSeePrivateFields = (viewer: RequestAuth, userId: string): boolean =>
  viewer.userId === userId || actsAsAdmin(viewer);
