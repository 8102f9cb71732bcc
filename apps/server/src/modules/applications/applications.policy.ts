import { isOpenApplicationStatus } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';

/**
 * Who may do what with applications (spec section 6, decision 014): the applicant sees their
 * own; a listing's owner the applications to their own listings and decides them; admins see
 * and decide all. Anyone else is told nothing: the same 404 as for an id that does not exist.
 */
interface Parties {
  tenantId: string;
  ownerId: string;
  status: string;
}

/** Only seekers apply (spec: "tenant only"); owners, providers and admins do not. */
export function assertMayApply(caller: RequestAuth | null): asserts caller is RequestAuth {
  if (!caller) throw new AppError('application.sign-in-to-submit');
  if (caller.role !== 'tenant') throw new AppError('application.tenants-only');
}

/** Lists and single applications: tenants, owners and admins; a provider's account type has none. */
export function assertMayView(caller: RequestAuth | null): asserts caller is RequestAuth {
  if (!caller) throw new AppError('application.sign-in-to-view');
  if (caller.role === 'service-provider') throw new AppError('application.view-denied');
}

export const canRead = (caller: RequestAuth, a: Parties): boolean =>
  actsAsAdmin(caller) || caller.userId === a.tenantId || caller.userId === a.ownerId;

/** 404 for anyone who may not know it exists. */
export function assertReadable(caller: RequestAuth, a: Parties | undefined): asserts a is Parties {
  if (!a || !canRead(caller, a)) throw new AppError('application.not-found');
}

/** The listing's owner decides; admins may, to moderate (recorded in the audit log). */
export function assertMayDecide(caller: RequestAuth, a: Parties): void {
  if (!actsAsAdmin(caller) && caller.userId !== a.ownerId) throw new AppError('property.not-owner');
}

/** Only the applicant withdraws, and only while the application is still waiting. */
export function assertMayWithdraw(caller: RequestAuth, a: Parties): void {
  if (caller.userId !== a.tenantId) throw new AppError('permission-denied');
  if (!isOpenApplicationStatus(a.status)) throw new AppError('application.withdraw-only-open');
}

/** A listing takes applications while it is on the market. */
export const takesApplications = (listing: { status: string }): boolean =>
  listing.status === 'available' || listing.status === 'vacant';
