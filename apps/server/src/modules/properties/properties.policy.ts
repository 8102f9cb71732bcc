import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { toBool } from '../../db/dialect';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/** Owners list properties; admins may too, for the platform's own listings. */
export const canCreateProperty = (caller: RequestAuth): boolean =>
  caller.role === 'owner' || actsAsAdmin(caller);

/** Only the owner of the record changes it; admins may, to moderate, and are audited for it. */
export const canChangeProperty = (caller: RequestAuth, ownerId: string): boolean =>
  caller.userId === ownerId || actsAsAdmin(caller);

/**
 * What hides a listing from others: its owner's own pause, an admin, its owner's suspension, or
 * an open likely-scam flag holding it for review.
 */
export interface Visibility {
  status: string;
  hiddenByAdminAt: string | null;
  ownerSuspended: boolean | number;
  heldForReview: boolean | number;
}

/**
 * A hidden listing (inactive, hidden by an admin, its owner suspended, or held for review) is
 * hidden: from search, its page, events, threads and its photos. The SQL twin of this rule, for
 * lists, is `PUBLIC_LISTING` (public-listings.ts).
 */
export const isHidden = (property: Visibility | { hidden: boolean }): boolean =>
  'hidden' in property
    ? property.hidden
    : property.status === 'inactive' ||
      Boolean(property.hiddenByAdminAt) ||
      toBool(property.ownerSuspended) ||
      toBool(property.heldForReview);

/**
 * Anyone may see an open listing (`caller` null: a visitor); a hidden one only its owner and
 * admins see. The one rule for every path that names a listing: its page, similar listings,
 * comments, favourites, interest, applications, new threads, realtime events and photo files.
 */
export const canViewProperty = (
  caller: RequestAuth | null,
  property: (Visibility | { hidden: boolean }) & { ownerId: string },
): boolean =>
  !isHidden(property) || (caller !== null && canChangeProperty(caller, property.ownerId));
