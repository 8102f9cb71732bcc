import { ADMIN_RECENT_ACTIONS, ADMIN_TREND_DAYS, type AdminStats } from '@nivaas/shared';
import type { Engine } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';
import { listAudit } from '../admin-audit/index';
import {
  countByDay,
  countWindows,
  listingStates,
  pendingReports,
  usersByRole,
  type Windows,
} from './admin-stats.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today from UTC midnight; 7 and 30 days counting today. */
function windowsAt(now: Date): Windows & { days: string[] } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayStart = (back: number) => new Date(midnight - back * DAY_MS).toISOString();
  const days = Array.from({ length: ADMIN_TREND_DAYS }, (_, i) =>
    dayStart(ADMIN_TREND_DAYS - 1 - i).slice(0, 10),
  );
  return { today: dayStart(0), d7: dayStart(6), d30: dayStart(ADMIN_TREND_DAYS - 1), days };
}

/** The dashboard: figures for today, 7 and 30 days, a 30-day trend, the latest admin actions. */
export async function getStats(
  deps: Pick<Deps, 'db' | 'clock'> & { engine: Engine },
): Promise<AdminStats> {
  const { db, engine } = deps;
  const w = windowsAt(deps.clock.now());
  const [
    roles,
    signups,
    states,
    listings,
    services,
    roommateProfiles,
    applications,
    bookings,
    messages,
    reports,
    openReports,
    trendSignups,
    trendListings,
    trendMessages,
    trendReports,
    recent,
  ] = await Promise.all([
    usersByRole(db),
    countWindows(db, 'users', w),
    listingStates(db),
    countWindows(db, 'properties', w),
    countWindows(db, 'services', w),
    countWindows(db, 'roommate_profiles', w),
    countWindows(db, 'applications', w),
    countWindows(db, 'bookings', w),
    countWindows(db, 'conversation_messages', w),
    countWindows(db, 'reports', w),
    pendingReports(db),
    countByDay(db, engine, 'users', w.d30),
    countByDay(db, engine, 'properties', w.d30),
    countByDay(db, engine, 'conversation_messages', w.d30),
    countByDay(db, engine, 'reports', w.d30),
    listAudit(deps, {}, ADMIN_RECENT_ACTIONS),
  ]);
  return {
    figures: {
      usersByRole: {
        tenant: roles.get('tenant') ?? 0,
        owner: roles.get('owner') ?? 0,
        'service-provider': roles.get('service-provider') ?? 0,
        admin: roles.get('admin') ?? 0,
      },
      signups,
      listingsOpen: states.open,
      listingsClosed: states.closed,
      listingsHidden: states.hidden,
      listings,
      services,
      roommateProfiles,
      applications,
      bookings,
      messages,
      openReports,
      reports,
    },
    trend: w.days.map((date) => ({
      date,
      signups: trendSignups.get(date) ?? 0,
      listings: trendListings.get(date) ?? 0,
      messages: trendMessages.get(date) ?? 0,
      reports: trendReports.get(date) ?? 0,
    })),
    recentActions: recent.items,
  };
}
