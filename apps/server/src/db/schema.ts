import type { ColumnType, Generated } from 'kysely';

/**
 * One typed schema for both engines. Auth tables follow Better Auth's model (timestamps are
 * Date on PostgreSQL and ISO text on SQLite: read them through `toIso`). Our own tables keep
 * timestamps as ISO-8601 UTC text on both engines, which sorts chronologically.
 */
type AuthTime = ColumnType<Date | string, Date | string, Date | string>;
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

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
  userType: string;
  phone: string;
  bio: string;
  serviceCategory: string;
  isServiceProvider: Bool;
  ipAddress: string;
  lastLoginIP: string;
  /** JSON text of a GeoLocation, or '{}'. */
  location: string;
  lastLoginLocation: string;
  lastLoginAt: string;
  lastActive: string;
}

export interface SessionsTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTime | null;
  refreshTokenExpiresAt: AuthTime | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTime;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface UserServiceAreasTable {
  userId: string;
  area: string;
  position: number;
}

export interface OutboxMailsTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the mail (verification or reset), for the dev outbox page. */
  link: string;
  createdAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: string;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  user_service_areas: UserServiceAreasTable;
  outbox_mails: OutboxMailsTable;
  audit_log: AuditLogTable;
}
