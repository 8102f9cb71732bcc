import {
  isVisitSlot,
  visitStartsAt,
  type SiteVisit,
  type SiteVisitDecision,
  type SiteVisitStatus,
} from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadSiteVisit } from './load-site-visit';
import { toSiteVisit } from './present-site-visit';
import { siteVisitEvent } from './site-visit-event';
import { confirmedStarts, findVisitView, moveVisit } from './site-visits.repository';
import { windowsOf } from './visiting-hours';

/**
 * The listing's owner answers a visit request: confirms it, declines it, or proposes another
 * free slot of the visiting hours (the seeker then accepts it). A request is answered once: the
 * change is made only from `requested`, so two clicks at once change it once. Confirming a slot
 * another visit of the listing already holds is refused by the database's unique index: of any
 * number of confirmations at once exactly one wins, the others get 409.
 */
export async function decideSiteVisit(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  id: string,
  decision: SiteVisitDecision,
): Promise<SiteVisit> {
  const view = await loadSiteVisit(deps, caller, id);
  if (view.ownerId !== caller.userId) throw new AppError('site-visit.not-owner');
  if (view.status !== 'requested') throw new AppError('site-visit.status-changed');
  const now = deps.clock.now();
  const at = now.toISOString();

  let status: SiteVisitStatus;
  let date = view.date;
  let time = view.time;
  if (decision.action === 'propose') {
    date = decision.date!;
    time = decision.time!;
    const windows = await windowsOf(deps.db, view.propertyId);
    if (!isVisitSlot(windows, date, time, now)) throw new AppError('site-visit.slot-not-offered');
    const startsAt = visitStartsAt(date, time);
    if ((await confirmedStarts(deps.db, view.propertyId, startsAt)).includes(startsAt))
      throw new AppError('site-visit.slot-taken');
    status = 'proposed';
  } else status = decision.action === 'confirm' ? 'confirmed' : 'declined';

  try {
    await inTransaction(deps, async (trx, emit) => {
      const moved = await moveVisit(trx, id, 'requested', {
        status,
        updatedAt: at,
        ...(status === 'proposed' ? { proposedDate: date, proposedTime: time } : {}),
      });
      if (!moved) throw new AppError('site-visit.status-changed');
      emit(
        'site-visit.changed',
        siteVisitEvent(view, { status, date, time, actorId: caller.userId, at }),
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
