import { isRole, type AdminUser } from '@nivaas/shared';
import { toBool, toIso } from '../../db/dialect';
import type { UserRow } from './admin-users.repository';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: isRole(row.userType) ? row.userType : 'tenant',
    emailVerified: toBool(row.emailVerified),
    suspended: row.suspendedAt !== null,
    createdAt: toIso(row.createdAt),
    lastLoginAt: row.lastLoginAt || null,
  };
}

/** "Pune, Maharashtra, India" from a stored GeoLocation; empty when unknown. */
export function placeOf(json: string): string {
  try {
    const l = JSON.parse(json) as { city?: unknown; region?: unknown; country?: unknown };
    return [l.city, l.region, l.country].filter((p) => typeof p === 'string' && p).join(', ');
  } catch {
    return '';
  }
}
