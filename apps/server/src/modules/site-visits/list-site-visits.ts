import type { SiteVisitList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toSiteVisit } from './present-site-visit';
import { listVisitViews } from './site-visits.repository';

/** The caller's visits: those they asked for (`seeker`) or to their listings (`owner`). */
export async function listSiteVisits(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  as: 'seeker' | 'owner',
): Promise<SiteVisitList> {
  const rows = await listVisitViews(
    deps.db,
    as === 'owner' ? 'ownerId' : 'seekerId',
    caller.userId,
  );
  return { visits: rows.map(toSiteVisit) };
}
