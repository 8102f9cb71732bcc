import type { RequestAuth } from '../../plugins/auth/auth.plugin';

/** Owners list properties; admins may too, for the platform's own listings. */
export const canCreateProperty = (caller: RequestAuth): boolean =>
  caller.role === 'owner' || caller.role === 'admin';

/** Only the owner of the record changes it; admins may, to moderate, and are audited for it. */
export const canChangeProperty = (caller: RequestAuth, ownerId: string): boolean =>
  caller.userId === ownerId || caller.role === 'admin';

/** Anyone signed in may see a listing; an inactive one only its owner and admins see. */
export const canViewProperty = (
  caller: RequestAuth,
  property: { ownerId: string; status: string },
): boolean => property.status !== 'inactive' || canChangeProperty(caller, property.ownerId);
