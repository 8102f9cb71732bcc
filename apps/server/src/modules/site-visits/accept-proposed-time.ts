import { visitStartsAt, type SiteVisit } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadSiteVisit } from './load-site-visit';
import { toSiteVisit } from './present-site-visit';
import { siteVisitEvent } from './site-visit-event';
import { findVisitView, moveVisit } from './site-visits.repository';

/**
 * The seeker accepts the time the owner proposed: the visit is confirmed at it, unless another
 * visit of the listing was confirmed there meanwhile (409, by the database's unique index).
 */
export async function acceptProposedTime(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
): Promise<SiteVisit> {
  const view = await loadSiteVisit(deps, caller, id);
  if (view.seekerId !== caller.userId) throw new AppError('site-visit.not-seeker');
  if (view.status !== 'proposed' || !view.proposedDate || !view.proposedTime)
    throw new AppError('site-visit.status-changed');
  const date = view.proposedDate;
  const time = view.proposedTime;
  const at = deps.clock.now().toISOString();
  try {
    await inTransaction(deps, async (trx, emit) => {
      const moved = await moveVisit(trx, id, 'proposed', {
        status: 'confirmed',
        date,
        time,
        startsAt: visitStartsAt(date, time),
        proposedDate: null,
        proposedTime: null,
        updatedAt: at,
      });
      if (!moved) throw new AppError('site-visit.status-changed');
      emit(
        'site-visit.changed',
        siteVisitEvent(view, { status: 'confirmed', date, time, actorId: caller.userId, at }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('site-visit.slot-taken');
    throw err;
  }
  const after = await findVisitView(deps.db, id);
  if (!after) throw new AppError('site-visit.not-found');
  return toSiteVisit(after);
}
