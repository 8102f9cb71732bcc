import type { AdminUserDetail } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { listAudit } from '../admin-audit/index';
import { reportsAboutUser } from '../reports/index';
import { findUser, sessionsOf } from './admin-users.repository';
import { placeOf, toAdminUser } from './present-admin-user';

const LIMIT = 20;

/** A person as an admin sees them: profile, sign-ins, listings, roommate profile, reports, audit. */
export async function getUserDetail(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<AdminUserDetail> {
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('admin.user-not-found');
  const [sessions, listings, profile, reports, audit] = await Promise.all([
    sessionsOf(deps.db, userId, LIMIT),
    deps.db
      .selectFrom('properties')
      .select(['id', 'title', 'city', 'status', 'hiddenByAdminAt', 'ownerSuspended', 'createdAt'])
      .where('ownerId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(LIMIT)
      .execute(),
    deps.db
      .selectFrom('roommate_profiles')
      .select(['city', 'paused', 'hiddenByAdminAt', 'ownerSuspended'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
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
    listings: listings.map((l) => ({
      id: l.id,
      title: l.title,
      city: l.city,
      status: l.status,
      hidden: l.status === 'inactive' || Boolean(l.hiddenByAdminAt) || toBool(l.ownerSuspended),
      createdAt: l.createdAt,
    })),
    roommateProfile: profile
      ? {
          city: profile.city,
          paused: toBool(profile.paused),
          hidden: Boolean(profile.hiddenByAdminAt) || toBool(profile.ownerSuspended),
        }
      : null,
    reports,
    audit: audit.items,
  };
}
