import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findVisitView, type SiteVisitView } from './site-visits.repository';

/**
 * A visit its seeker or the listing's owner asks for; to anyone else it does not exist (so no
 * one learns who is visiting whom).
 */
export async function loadSiteVisit(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<SiteVisitView> {
  const view = await findVisitView(deps.db, id);
  if (!view || (view.seekerId !== caller.userId && view.ownerId !== caller.userId))
    throw new AppError('site-visit.not-found');
  return view;
}
