import type { AuthTime, DefaultBool } from './columns';

export interface SessionsTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** Created by passing the second factor (plugins/auth/second-factor.ts). */
  secondFactorPassed: DefaultBool;
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

/** Better Auth's twoFactor plugin: a person's TOTP secret and backup codes, both encrypted. */
export interface TwoFactorsTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: DefaultBool;
  failedVerificationCount: number;
  lockedUntil: AuthTime | null;
  /** The lock the owner was mailed about (migration 025); a new lock differs from it. */
  lockNoticeFor: AuthTime | null;
}

/** Better Auth's own tables (plugins/auth): sessions, sign-in accounts, verification tokens. */
export interface AuthTables {
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  two_factors: TwoFactorsTable;
}
