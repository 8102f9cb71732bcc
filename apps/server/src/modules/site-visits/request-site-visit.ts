import { isVisitSlot, visitStartsAt, type SiteVisit, type SiteVisitInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findViewableProperty } from '../properties/index';
import { toSiteVisit } from './present-site-visit';
import { siteVisitEvent } from './site-visit-event';
import { confirmedStarts, findVisitView, insertVisit } from './site-visits.repository';
import { windowsOf } from './visiting-hours';

/**
 * A seeker asks to visit a listing at one free 30-minute slot of its visiting hours; the visit
 * waits for the owner's answer. A slot already confirmed for someone else is refused with 409.
 */
export async function requestSiteVisit(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  input: SiteVisitInput,
): Promise<SiteVisit> {
  const listing = await findViewableProperty(deps, caller, input.propertyId);
  if (listing.ownerId === caller.userId) throw new AppError('site-visit.own-listing');
  const now = deps.clock.now();
  const windows = await windowsOf(deps.db, listing.id);
  if (!isVisitSlot(windows, input.date, input.time, now))
    throw new AppError('site-visit.slot-not-offered');
  const startsAt = visitStartsAt(input.date, input.time);
  if ((await confirmedStarts(deps.db, listing.id, startsAt)).includes(startsAt))
    throw new AppError('site-visit.slot-taken');

  const at = now.toISOString();
  const id = newId();
  await inTransaction(deps, async (trx, emit) => {
    await insertVisit(trx, {
      id,
      propertyId: listing.id,
      ownerId: listing.ownerId,
      seekerId: caller.userId,
      date: input.date,
      time: input.time,
      startsAt,
      status: 'requested',
      proposedDate: null,
      proposedTime: null,
      note: input.note || null,
      createdAt: at,
      updatedAt: at,
    });
    const view = await findVisitView(trx, id);
    if (!view) throw new AppError('site-visit.not-found');
    emit(
      'site-visit.changed',
      siteVisitEvent(view, {
        status: 'requested',
        date: input.date,
        time: input.time,
        actorId: caller.userId,
        at,
      }),
    );
  });
  const view = await findVisitView(deps.db, id);
  if (!view) throw new AppError('site-visit.not-found');
  return toSiteVisit(view);
}
