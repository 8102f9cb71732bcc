import {
  addDaysToDate,
  BOOKED_STATUSES,
  EARNING_STATUSES,
  kolkataDate,
  weekdayOf,
  type ProviderSummary,
} from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toServiceBooking } from './present-service-booking';
import { assertProvider } from './service-bookings.policy';
import { providerDays, providerRating, sumPrice } from './service-bookings.repository';

/** A dashboard list holds at most this many (a provider has at most ~24 slots a day). */
const DASHBOARD_MAX = 200;
const ACTIVE = ['pending', 'confirmed', 'in-progress', 'completed'] as const;
const WEEKDAY_INDEX = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 } as const;

/** Monday of the week `date` falls in. */
const mondayOf = (date: string): string => addDaysToDate(date, -WEEKDAY_INDEX[weekdayOf(date)]);

/**
 * The provider's dashboard (issue 12, part 1), in Asia/Kolkata dates: today's bookings, the
 * next 7 days' pending and confirmed ones, the requests waiting for an answer, one Monday–Sunday
 * week, this month's earnings (completed jobs only), what is booked but not yet done, and the rating.
 */
export async function providerSummary(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  weekOf: string | undefined,
): Promise<ProviderSummary> {
  assertProvider(caller);
  const db = deps.db;
  const me = caller.userId;
  const today = kolkataDate(deps.clock.now());
  const weekStart = mondayOf(weekOf ?? today);
  const month = { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}31` };
  const present = (rows: Awaited<ReturnType<typeof providerDays>>) =>
    rows.map((v) => toServiceBooking(v, caller.userId));
  const [todays, upcoming, pending, week, earnings, booked, rating] = await Promise.all([
    providerDays(db, me, { from: today, to: today }, ACTIVE, DASHBOARD_MAX),
    providerDays(
      db,
      me,
      { from: addDaysToDate(today, 1), to: addDaysToDate(today, 7) },
      ['pending', 'confirmed'],
      DASHBOARD_MAX,
    ),
    providerDays(db, me, { from: today, to: '9999-12-31' }, ['pending'], DASHBOARD_MAX),
    providerDays(
      db,
      me,
      { from: weekStart, to: addDaysToDate(weekStart, 6) },
      ACTIVE,
      DASHBOARD_MAX,
    ),
    sumPrice(db, me, month, EARNING_STATUSES),
    sumPrice(db, me, month, BOOKED_STATUSES),
    providerRating(db, me),
  ]);
  return {
    today: present(todays),
    upcoming: present(upcoming),
    pendingRequests: present(pending),
    week: present(week),
    weekStart,
    earningsThisMonth: earnings,
    bookedThisMonth: booked,
    ...rating,
  };
}
