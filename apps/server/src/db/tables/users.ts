import type { Role } from '@nivaas/shared';
import type { Generated } from 'kysely';
import type { AuthTime, Bool, DefaultBool } from './columns';

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  avatarUrl: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  firstName: string;
  lastName: string;
  userType: Role;
  phone: string;
  bio: string;
  serviceCategory: string;
  isServiceProvider: Bool;
  /** The owner shows `phone` to signed-in people on their listings. */
  showPhoneOnListings: Bool;
  ipAddress: string;
  lastLoginIP: string;
  /** JSON text of a GeoLocation, or '{}'. */
  location: string;
  lastLoginLocation: string;
  lastLoginAt: string;
  lastActive: string;
  /** Set while an admin has suspended the account (issue 13). */
  suspendedAt: string | null;
  suspendedReason: string | null;
  suspendedBy: string | null;
  /** Two-step verification (TOTP) is on: Better Auth's twoFactor plugin keeps it. */
  twoFactorEnabled: DefaultBool;
  /** A provider's years of experience (013-services). */
  experienceYears: number | null;
  /** JSON text of the languages a provider speaks. */
  languages: Generated<string>;
  /** Set when the person deleted their account: the row stays, emptied (027-deleted-accounts). */
  deletedAt: string | null;
  /** The sign-in mobile number, E.164 (033-phone-sign-in); null when none. */
  phoneNumber: string | null;
  /** A code sent to `phoneNumber` was entered: "Phone verified". */
  phoneNumberVerified: DefaultBool;
  /** What the server writes to them in: en, hi, ta or te (migration 049, decision 066). */
  language: Generated<string>;
}

export interface UserServiceAreasTable {
  userId: string;
  area: string;
  position: number;
}

/** The users module: a person's record (Better Auth's user row with our profile columns) and service areas. */
export interface UsersTables {
  users: UsersTable;
  user_service_areas: UserServiceAreasTable;
}
