import type { AdminUserDetail } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { listAudit } from '../admin-audit/index';
import { reportsAboutUser } from '../reports/index';
import { listingsOfOwner } from '../properties/index';
import { roommateProfileStanding } from '../roommates/index';
import { recentSignIns } from '../users/index';
import { findUser } from './admin-users.repository';
import { placeOf, toAdminUser } from './present-admin-user';

const LIMIT = 20;

/** A person as an admin sees them: profile, sign-ins, listings, roommate profile, reports, audit. */
export async function getUserDetail(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<AdminUserDetail> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('admin.user-not-found');
  const [sessions, listings, roommateProfile, reports, audit] = await Promise.all([
    recentSignIns(deps, userId, LIMIT),
    listingsOfOwner(deps, userId, LIMIT),
    roommateProfileStanding(deps, userId),
    reportsAboutUser(deps, userId, LIMIT),
    listAudit(deps, { targetType: 'user', targetId: userId }),
  ]);
  const lastPlace = placeOf(user.lastLoginLocation);
  const logins = sessions.map((s) => ({
    at: new Date(s.createdAt).toISOString(),
    ip: s.ipAddress ?? '',
    location: s.ipAddress && s.ipAddress === user.lastLoginIP ? lastPlace : '',
  }));
  if (user.lastLoginAt && !logins.some((l) => l.at === user.lastLoginAt))
    logins.push({ at: user.lastLoginAt, ip: user.lastLoginIP, location: lastPlace });
  logins.sort((a, b) => b.at.localeCompare(a.at));
  return {
    user: {
      ...toAdminUser(user),
      suspendedAt: user.suspendedAt,
      suspendedReason: user.suspendedReason,
      suspendedBy: user.suspendedBy,
    },
    logins,
    listings,
    roommateProfile,
    reports,
    audit: audit.items,
  };
}
