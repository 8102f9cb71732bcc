import type { RequestAuth } from '../../plugins/auth/auth.plugin';

/** Owners list properties; admins may too, for the platform's own listings. */
export const canCreateProperty = (caller: RequestAuth): boolean =>
  caller.role === 'owner' || caller.role === 'admin';

/** Only the owner of the record changes it; admins may, to moderate, and are audited for it. */
export const canChangeProperty = (caller: RequestAuth, ownerId: string): boolean =>
  caller.userId === ownerId || caller.role === 'admin';

/** An inactive listing is hidden: from search, its page, events, threads and its photos. */
export const isHidden = (property: { status: string }): boolean => property.status === 'inactive';

/**
 * Anyone may see an open listing (`caller` null: a visitor); a hidden one only its owner and
 * admins see. The one rule for every path that names a listing: its page, similar listings,
 * comments, favourites, interest, applications, new threads, realtime events and photo files.
 */
export const canViewProperty = (
  caller: RequestAuth | null,
  property: { ownerId: string; status: string },
): boolean =>
  !isHidden(property) || (caller !== null && canChangeProperty(caller, property.ownerId));
