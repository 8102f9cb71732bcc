import type { RequestAuth } from '../../plugins/auth/auth.plugin';

interface Listing {
  ownerId: string;
  status: string;
}

/** The listing's owner chooses its form; admins may, to moderate (recorded in the audit log). */
export const canEditForm = (caller: RequestAuth, listing: Listing): boolean =>
  caller.userId === listing.ownerId || caller.role === 'admin';

/** Anyone signed in who may see the listing reads its form: an inactive one only its editors. */
export const canReadForm = (caller: RequestAuth, listing: Listing): boolean =>
  listing.status !== 'inactive' || canEditForm(caller, listing);
