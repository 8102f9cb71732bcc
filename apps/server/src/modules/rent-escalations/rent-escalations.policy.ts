import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** Only the listing's owner sets, changes and applies its rent escalation. */
export const canManageEscalation = (caller: RequestAuth, listing: { ownerId: string }): boolean =>
  caller.userId === listing.ownerId;

/**
 * The owner, the listing's tenants (a confirmed stay that has not ended, or an approved
 * application: they pay the rent) and admins read the setting and its history.
 */
export const canReadEscalation = (
  caller: RequestAuth,
  listing: { ownerId: string },
  tenantIds: readonly string[],
): boolean =>
  canManageEscalation(caller, listing) || actsAsAdmin(caller) || tenantIds.includes(caller.userId);

/** Only owners run the due check (spec section 6); anyone else's run applies nothing. */
export const canRunDueEscalations = (caller: RequestAuth): boolean => caller.role === 'owner';

/** The owner and admins see who was told of the listing's increases and who acknowledged. */
export const canSeeNotices = (caller: RequestAuth, listing: { ownerId: string }): boolean =>
  canManageEscalation(caller, listing) || actsAsAdmin(caller);
