import type { SiteVisit } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { loadSiteVisit } from './load-site-visit';
import { toSiteVisit } from './present-site-visit';

/** One visit, to its seeker or the listing's owner. */
export async function getSiteVisit(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<SiteVisit> {
  return toSiteVisit(await loadSiteVisit(deps, caller, id));
}
