import type { ApplicationList, ApplicationStatus } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';
import type { Deps } from '../../plugins/events/deps';
import { decodeCursor, encodeCursor } from './application-cursor';
import { assertMayView } from './applications.policy';
import { listApplications, type ApplicationFilter } from './applications.repository';
import { presentApplications } from './present-application';

export interface ListQuery {
  status?: ApplicationStatus;
  propertyId?: string;
  limit: number;
  cursor?: string;
}

/**
 * Whose applications the caller lists: a tenant their own, anyone else those to their own
 * listings; only an admin acting as one (second factor passed) lists everyone's.
 */
const sideOf = (caller: RequestAuth): Pick<ApplicationFilter, 'ownerId' | 'tenantId'> => {
  if (actsAsAdmin(caller)) return {};
  return caller.role === 'tenant' ? { tenantId: caller.userId } : { ownerId: caller.userId };
};

/**
 * The caller's applications, newest submission first (decision 014): an owner's are those to
 * their own listings, a tenant's their own, an admin's everyone's. Filters narrow within that.
 */
export async function listMyApplications(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
  query: ListQuery,
): Promise<ApplicationList> {
  assertMayView(caller);
  const filter: ApplicationFilter = {
    ...sideOf(caller),
    ...(query.status ? { status: query.status } : {}),
    ...(query.propertyId ? { propertyId: query.propertyId } : {}),
  };
  const rows = await listApplications(deps.db, filter, decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    applications: await presentApplications(deps, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
