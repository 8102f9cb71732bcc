import { addDaysToDate } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import type { VisitReminderMoment } from './site-visits.events';
import {
  claimVisitReminder,
  confirmedVisitsBetween,
  remindersSent,
  type SiteVisitView,
} from './site-visits.repository';

/** The second reminder comes this long before the visit. */
export const SOON_BEFORE_MS = 2 * 60 * 60 * 1000;
/** The first comes at this local time (Asia/Kolkata) the evening before. */
export const EVENING_AT = '18:00';
/** Looked ahead of now: the evening before a visit at 23:30 is 29.5 hours ahead of it. */
const LOOK_AHEAD_MS = 31 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The reminder a visit is owed at `now`, if any: 'soon' within 2 hours of its start, 'evening'
 * from 18:00 IST the day before until then. A visit confirmed late gets only what is still ahead.
 */
export function reminderMoment(
  visit: Pick<SiteVisitView, 'date' | 'startsAt'>,
  now: Date,
): VisitReminderMoment | null {
  const start = Date.parse(visit.startsAt);
  const t = now.getTime();
  if (t >= start) return null;
  if (t >= start - SOON_BEFORE_MS) return 'soon';
  const evening = Date.parse(`${addDaysToDate(visit.date, -1)}T${EVENING_AT}:00+05:30`);
  return t >= evening ? 'evening' : null;
}

/**
 * One pass at the clock's now: both people of each confirmed visit get the reminder it is owed
 * (bell, mail and push), once each. The reminder's row is claimed in the transaction that
 * announces it, so passes of several instances, or one repeated after a restart, send it once.
 * Returns how many were sent.
 */
export async function sendVisitReminders(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
): Promise<number> {
  const now = deps.clock.now();
  const visits = await confirmedVisitsBetween(
    deps.db,
    now.toISOString(),
    new Date(now.getTime() + LOOK_AHEAD_MS).toISOString(),
    BATCH,
  );
  const sentBefore = await remindersSent(
    deps.db,
    visits.map((v) => v.id),
  );
  let sent = 0;
  for (const visit of visits) {
    const moment = reminderMoment(visit, now);
    if (!moment) continue;
    const sides = [
      {
        userId: visit.seekerId,
        role: 'seeker' as const,
        otherName: `${visit.ownerFirstName} ${visit.ownerLastName}`.trim(),
      },
      {
        userId: visit.ownerId,
        role: 'owner' as const,
        otherName: `${visit.seekerFirstName} ${visit.seekerLastName}`.trim(),
      },
    ];
    for (const side of sides) {
      if (sentBefore.has(`${visit.id} ${side.userId} ${moment}`)) continue;
      try {
        sent += await inTransaction(deps, async (trx, emit) => {
          const claimed = await claimVisitReminder(trx, {
            visitId: visit.id,
            userId: side.userId,
            moment,
            sentAt: now.toISOString(),
          });
          if (!claimed) return 0;
          emit('site-visit.reminder-due', {
            visitId: visit.id,
            propertyId: visit.propertyId,
            propertyTitle: visit.propertyTitle,
            ...side,
            date: visit.date,
            time: visit.time,
            startsAt: visit.startsAt,
            moment,
          });
          return 1;
        });
      } catch (err) {
        deps.log.error({ err, visitId: visit.id }, 'visit reminder failed');
      }
    }
  }
  return sent;
}
