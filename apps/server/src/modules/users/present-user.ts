import {
  isPhoneOnlyEmail,
  isRole,
  locationSchema,
  type GeoLocation,
  type PublicUser,
  type SavedLocation,
  type SessionUser,
} from '@nivaas/shared';
import { toBool, toIso } from '../../db/dialect';
import { splitName } from '../../plugins/auth/role-on-create';
import type { UserRow } from './users.repository';

/** Stored JSON of a GeoLocation; anything else reads as "no location" ({}). */
export function parseLocation(json: string): GeoLocation | Record<string, never> {
  try {
    const parsed = locationSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** A row that never got names (e.g. made by an older path) shows its display name, split. */
const namesOf = (row: UserRow) =>
  row.firstName || row.lastName
    ? { firstName: row.firstName, lastName: row.lastName }
    : splitName(row.name);

/** The phone others may see: only while its owner shows it on their listings. */
const contactPhoneOf = (row: UserRow): string | null =>
  toBool(row.showPhoneOnListings) && row.phone ? row.phone : null;
/** "Phone verified": the sign-in number was proven by a code sent to it. */
const phoneVerifiedOf = (row: UserRow): boolean =>
  Boolean(row.phoneNumber) && toBool(row.phoneNumberVerified);

/** A provider's experience and languages (JSON text; anything unreadable is none). */
export function providerFields(row: Pick<UserRow, 'experienceYears' | 'languages'>) {
  let languages: string[] = [];
  try {
    const value: unknown = JSON.parse(row.languages);
    if (Array.isArray(value)) languages = value.filter((v): v is string => typeof v === 'string');
  } catch {
    // No languages.
  }
  return {
    experienceYears: row.experienceYears == null ? null : Number(row.experienceYears),
    languages,
  };
}

/** The person's saved places and favourite listings (property ids, newest favourite first). */
export interface SavedLists {
  savedLocations: SavedLocation[];
  savedProperties: string[];
}

const NOTHING_SAVED: SavedLists = { savedLocations: [], savedProperties: [] };

/**
 * The whole record as its owner (or an admin) sees it. Missing values get the defaults of
 * spec section 3: '' for text and times, [] for lists, {} for places, 'Unknown' for addresses.
 */
export function toSessionUser(
  row: UserRow,
  serviceAreas: string[],
  saved: SavedLists = NOTHING_SAVED,
): SessionUser {
  return {
    id: row.id,
    ...namesOf(row),
    // A phone sign-up has no email: its stand-in address is never shown.
    email: isPhoneOnlyEmail(row.email) ? '' : row.email,
    emailVerified: toBool(row.emailVerified),
    phoneNumber: row.phoneNumber ?? '',
    phoneVerified: phoneVerifiedOf(row),
    userType: isRole(row.userType) ? row.userType : 'tenant',
    avatarUrl: row.avatarUrl ?? '',
    phone: row.phone ?? '',
    showPhoneOnListings: toBool(row.showPhoneOnListings),
    contactPhone: contactPhoneOf(row),
    bio: row.bio ?? '',
    serviceCategory: row.serviceCategory ?? '',
    serviceAreas,
    ...providerFields(row),
    isServiceProvider: toBool(row.isServiceProvider),
    twoFactorEnabled: toBool(row.twoFactorEnabled),
    // Only the caller's own session may say otherwise (users.routes.ts).
    actsAsAdmin: false,
    ipAddress: row.ipAddress || 'Unknown',
    lastLoginIP: row.lastLoginIP || 'Unknown',
    location: parseLocation(row.location),
    lastLoginLocation: parseLocation(row.lastLoginLocation),
    lastLoginAt: row.lastLoginAt ?? '',
    lastActive: row.lastActive ?? '',
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    savedLocations: saved.savedLocations,
    savedProperties: saved.savedProperties,
  };
}

/**
 * What anyone signed in may see of another person: no email, addresses or places; the phone
 * only when they chose to show it on their listings.
 */
export function toPublicUser(row: UserRow, serviceAreas: string[]): PublicUser {
  return {
    contactPhone: contactPhoneOf(row),
    phoneVerified: phoneVerifiedOf(row),
    id: row.id,
    ...namesOf(row),
    userType: isRole(row.userType) ? row.userType : 'tenant',
    avatarUrl: row.avatarUrl ?? '',
    bio: row.bio ?? '',
    serviceCategory: row.serviceCategory ?? '',
    serviceAreas,
    createdAt: toIso(row.createdAt),
  };
}
