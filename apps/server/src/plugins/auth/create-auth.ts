import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@nivaas/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Engine } from '../../db/dialect';
import type { Mailer } from '../mail/mailer';
import { changeEmailMail, resetPasswordMail, verificationMail } from '../mail/templates';
import { InvalidSignupRole, profileForNewUser } from './role-on-create';
import { newId } from '../../lib/ids';
import { languageOf } from '../../lib/texts/translate';
import { refuseSuspendedSession } from './suspended-sign-in';
import { passedOnCreate } from './second-factor';
import { SECOND_FACTOR_LOCKOUT } from './second-factor-lockout';
import { PHONE_NOT_REGISTERED, phoneNumberPlugin } from './phone-number';
import type { SmsSender } from '../sms/sms';

/** Header the Fastify bridge sets from the socket address (never from the client). */
export const CLIENT_IP_HEADER = 'x-nivaas-client-ip';
/** Header the bridge sets to the address the request was sent to (never from the client). */
export const OWN_ORIGIN_HEADER = 'x-nivaas-own-origin';

/**
 * Better Auth's origin checks (CSRF, callback URLs) trust what plugins/origin-check.ts trusts:
 * the configured origins, and in demo and development mode also the address the request was
 * sent to, so both checks agree on every request.
 */
function trustedOrigins(config: Config) {
  if (!config.sameHostOrigins) return config.trustedOrigins;
  return (request?: Request) => {
    const own = request?.headers.get(OWN_ORIGIN_HEADER);
    return own ? [...config.trustedOrigins, own] : config.trustedOrigins;
  };
}

/** How passwords are hashed and checked (Better Auth's own scrypt unless given). */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export interface AuthDeps {
  config: Config;
  /**
   * Only the tests' app passes one (test/build-test-app.ts): the same scrypt at a lower cost,
   * since they make thousands of accounts. It is never read from the environment.
   */
  passwordHashing?: PasswordHashing;
  db: Kysely<Database>;
  engine: Engine;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Called after a session is created (sign-in, sign-up, Google); must not throw or block. */
  onSessionCreated: (userId: string, ip: string) => void;
  /**
   * Called once a session row is gone (sign-out, password reset, "sign out everywhere", a
   * password change that signs out other devices, an expired session cleared); must not throw.
   */
  onSessionEnded: (sessionId: string) => void;
}

export function createAuth(deps: AuthDeps) {
  const { config, mailer, log } = deps;
  return betterAuth({
    appName: 'Nivaas',
    baseURL: config.publicUrl,
    basePath: API_PATHS.auth,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: { db: deps.db, type: deps.engine, transaction: deps.engine === 'postgres' },
    logger: {
      log: (level, message, ...args) => {
        log[level]({ args }, `auth: ${message}`);
      },
    },
    // Our own rate limiter (memory or Redis) guards these routes; see plugins/rate-limit.ts.
    rateLimit: { enabled: false },
    // Profile changes go through /api/profile, which knows which fields a person may set.
    // A mobile number signs in with a code only (decision 045): no phone + password sign-in or
    // reset by phone, which would pass by the per-account throttle of wrong passwords.
    disabledPaths: [
      '/update-user',
      '/sign-in/phone-number',
      '/phone-number/request-password-reset',
      '/phone-number/reset-password',
    ],
    advanced: {
      cookiePrefix: 'nivaas',
      // Better Auth turns its CSRF and callback-URL checks off by itself when NODE_ENV=test or
      // TEST is set; pinned on so no stray variable can open redirects or cross-site posts.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
    user: {
      modelName: 'users',
      fields: { image: 'avatarUrl' },
      additionalFields: {
        firstName: { type: 'string', required: false, input: true, defaultValue: '' },
        lastName: { type: 'string', required: false, input: true, defaultValue: '' },
        userType: { type: 'string', required: false, input: true, defaultValue: 'tenant' },
        isServiceProvider: { type: 'boolean', required: false, input: false, defaultValue: false },
        serviceCategory: { type: 'string', required: false, input: false, defaultValue: '' },
        // The app's language at sign-up (checked against the shared list before it gets here).
        language: { type: 'string', required: false, input: true, defaultValue: 'en' },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, url }) => {
          await mailer.send(
            changeEmailMail(user.email, url, languageOf((user as { language?: string }).language)),
          );
        },
      },
    },
    session: {
      modelName: 'sessions',
      additionalFields: {
        // Set by the session hook below only (see second-factor.ts); never from a request.
        secondFactorPassed: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    account: {
      modelName: 'accounts',
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_CHARS,
      maxPasswordLength: PASSWORD_MAX_CHARS,
      revokeSessionsOnPasswordReset: true,
      ...(deps.passwordHashing ? { password: deps.passwordHashing } : {}),
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(
          resetPasswordMail(user.email, url, languageOf((user as { language?: string }).language)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const firstName = (user as { firstName?: string }).firstName ?? '';
        const language = languageOf((user as { language?: string }).language);
        await mailer.send(verificationMail(user.email, firstName, url, language));
      },
    },
    plugins: [
      phoneNumberPlugin({ sms: deps.sms, log, db: deps.db }),
      // TOTP with backup codes (stored encrypted), required of admins by requireAdmin. Wrong
      // codes lock the account's second step (second-factor-lockout.ts).
      twoFactor({
        issuer: 'Nivaas',
        schema: { twoFactor: { modelName: 'two_factors' } },
        accountLockout: {
          enabled: true,
          maxFailedAttempts: SECOND_FACTOR_LOCKOUT.failures,
          durationSeconds: SECOND_FACTOR_LOCKOUT.minutes * 60,
        },
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const byPhone = ctx?.path === '/phone-number/verify';
            const phone = (user as { phoneNumber?: unknown }).phoneNumber;
            // A code entered for a number no account has, without the sign-up form's names.
            if (byPhone && !(typeof user.firstName === 'string' && user.firstName.trim()))
              throw new APIError('BAD_REQUEST', {
                code: PHONE_NOT_REGISTERED,
                message: 'No account uses this mobile number yet.',
              });
            try {
              const profile = profileForNewUser({
                path: ctx?.path,
                requestedType: user.userType,
                name: user.name ?? '',
                firstName: user.firstName,
                lastName: user.lastName,
                cookieHeader: ctx?.headers?.get('cookie') ?? ctx?.request?.headers.get('cookie'),
                warn: (msg, data) => log.warn(data, msg),
              });
              if (!byPhone) return { data: { ...user, ...profile } };
              const name = `${profile.firstName} ${profile.lastName}`.trim();
              return { data: { ...user, ...profile, name, phone: String(phone ?? '') } };
            } catch (err) {
              if (err instanceof InvalidSignupRole) {
                throw new APIError('BAD_REQUEST', { code: 'INVALID_ROLE', message: err.message });
              }
              throw err;
            }
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            await refuseSuspendedSession(deps.db, session.userId);
            const secondFactorPassed = await passedOnCreate(deps.db, session.userId, ctx);
            return { data: { ...session, secondFactorPassed } };
          },
          after: async (session) => {
            deps.onSessionCreated(session.userId, session.ipAddress ?? '');
          },
        },
        // Better Auth runs it after the delete has committed, once per session deleted.
        delete: {
          after: async (session) => {
            deps.onSessionEnded(session.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
