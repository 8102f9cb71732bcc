import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Role } from '@nivaas/shared';
import { isRole } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { requestOwnOrigin } from '../origin-check';
import { languageOf as appLanguageOf } from '../page-preloads';
import {
  createAuth,
  CLIENT_IP_HEADER,
  OWN_ORIGIN_HEADER,
  type Auth,
  type AuthDeps,
} from './create-auth';
import { checkSignUpBody, SIGN_UP_EMAIL_PATH } from './sign-up-body';
import { createAccountThrottle } from './account-throttle';
import { passwordAttemptOf, recordAttempt, refuseWhileDelayed } from './password-attempts';
import { checkNewPassword } from './new-password-strength';
import { suspendedRefusal } from './suspended-sign-in';
import { markVerifiedSession } from './second-factor';
import { noticeSecondFactorLock, secondFactorLockedRefusal } from './second-factor-lockout';
import { createSessionReader, type SessionRow } from './session-reader';
import {
  checkPhoneBody,
  PHONE_LANGUAGE_HEADER,
  PHONE_SEND_CODE_PATH,
  phoneRefusal,
} from './phone-number';

export interface RequestAuth {
  userId: string;
  /** The sign-in address, lower case. */
  email: string;
  role: Role;
  emailVerified: boolean;
  sessionId: string;
  /** As stored now (read with the session); for wording, never for decisions. */
  name: { firstName: string; lastName: string };
  /** TOTP is on for the account; this session was created by passing it (second-factor.ts). */
  secondFactor: { enabled: boolean; passed: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The caller's session, or null; read once per request. */
    readSession: (request: FastifyRequest) => Promise<RequestAuth | null>;
    /** The caller's session or a 401. */
    requireUser: (request: FastifyRequest) => Promise<RequestAuth>;
    /** The caller's session with one of `roles`, else 401/403. */
    requireRole: (request: FastifyRequest, roles: readonly Role[]) => Promise<RequestAuth>;
  }
  interface FastifyRequest {
    authCache?: Promise<RequestAuth | null>;
  }
}

/** Turns Fastify's request into the Web Request Better Auth expects. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (
      value === undefined ||
      key === CLIENT_IP_HEADER ||
      key === OWN_ORIGIN_HEADER ||
      key === PHONE_LANGUAGE_HEADER
    )
      continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  // A socket handshake passes a stand-in without `host`: it needs no origin (no CSRF check).
  const own = typeof request.host === 'string' ? requestOwnOrigin(request) : undefined;
  if (own) headers.set(OWN_ORIGIN_HEADER, own);
  return headers;
}

export interface AuthPluginOptions extends Omit<AuthDeps, 'log'> {
  /** Shared counts of wrong passwords per account (null: this instance counts alone). */
  redis: Redis | null;
  /** Key prefix of those counts in Redis. */
  throttleNamespace: string;
}

export default fp(async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const { redis, throttleNamespace, ...deps } = opts;
  const auth = createAuth({ ...deps, log: app.log });
  app.decorate('auth', auth);
  const { alertAfter, ...throttleSettings } = deps.config.accountThrottle;
  const throttle = createAccountThrottle({
    redis,
    namespace: throttleNamespace,
    settings: throttleSettings,
    log: app.log,
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    onRequest: (request, reply) => app.limitAuthRequest(request, reply),
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, deps.config.publicUrl);
      if (request.method === 'POST' && url.pathname === SIGN_UP_EMAIL_PATH)
        request.body = checkSignUpBody(request.body);
      const phoneBody =
        request.method === 'POST' ? checkPhoneBody(url.pathname, request.body) : null;
      if (phoneBody) {
        request.body = phoneBody;
        if (url.pathname === PHONE_SEND_CODE_PATH)
          await app.limitPhoneCodes(request, reply, String(phoneBody.phoneNumber));
      }
      const attempt = await passwordAttemptOf(app, request, url.pathname);
      if (attempt) await refuseWhileDelayed(throttle, attempt, reply);
      await checkNewPassword(app, request, url.pathname);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const headers = toWebHeaders(request);
      // The app's language for a code to a new number: the form's, else the app's cookie or the
      // browser's first language, as the pages are drawn in (an account's own language wins).
      if (typeof phoneBody?.language === 'string')
        headers.set(PHONE_LANGUAGE_HEADER, phoneBody.language);
      else if (phoneBody && url.pathname === PHONE_SEND_CODE_PATH)
        headers.set(
          PHONE_LANGUAGE_HEADER,
          appLanguageOf(request.headers.cookie, request.headers['accept-language']),
        );
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const body = response.body ? await response.text() : null;
      const suspended = suspendedRefusal(response.status, body);
      if (suspended) throw suspended;
      const locked = secondFactorLockedRefusal(response.status, body);
      if (locked) throw locked;
      await noticeSecondFactorLock(
        app,
        auth,
        request,
        { pathname: url.pathname, status: response.status },
        deps.config.publicUrl,
      );
      const phoneRefused = phoneRefusal(url.pathname, response.status, body);
      if (phoneRefused) throw phoneRefused;
      await markVerifiedSession(app, deps.db, request, {
        pathname: url.pathname,
        status: response.status,
      });
      if (attempt) {
        await recordAttempt(
          app,
          { throttle, alertAfter, publicUrl: deps.config.publicUrl },
          attempt,
          response.status,
          body,
        );
      }
      return reply.send(body);
    },
  });

  const context = await auth.$context;
  const readOwn = createSessionReader(deps.db, {
    secret: context.secret,
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
  });

  const askBetterAuth = async (request: FastifyRequest): Promise<SessionRow | null> => {
    const result = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!result) return null;
    const user = result.user as typeof result.user & {
      userType?: string;
      firstName?: string;
      lastName?: string;
      twoFactorEnabled?: boolean | null;
    };
    const { secondFactorPassed } = result.session as { secondFactorPassed?: unknown };
    return {
      sessionId: result.session.id,
      secondFactorPassed: secondFactorPassed === true || secondFactorPassed === 1,
      userId: user.id,
      email: user.email,
      userType: user.userType ?? '',
      emailVerified: Boolean(user.emailVerified),
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    };
  };

  const load = async (request: FastifyRequest): Promise<RequestAuth | null> => {
    // A visitor without cookies has no session: no need to ask Better Auth (a tenth of an
    // anonymous search's time over HTTP, bench:http).
    if (!request.headers.cookie && !request.headers.authorization) return null;
    // A current session in one query (session-reader.ts); Better Auth for the rest.
    const own = request.headers.authorization
      ? 'ask-better-auth'
      : await readOwn(request.headers.cookie);
    const row = own === 'ask-better-auth' ? await askBetterAuth(request) : own;
    if (!row) return null;
    return {
      userId: row.userId,
      email: row.email.toLowerCase(),
      role: isRole(row.userType) ? row.userType : 'tenant',
      emailVerified: row.emailVerified,
      sessionId: row.sessionId,
      name: { firstName: row.firstName, lastName: row.lastName },
      secondFactor: {
        enabled: row.twoFactorEnabled,
        passed: row.twoFactorEnabled && row.secondFactorPassed,
      },
    };
  };

  app.decorate('readSession', (request: FastifyRequest) => {
    request.authCache ??= load(request);
    return request.authCache;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = await app.readSession(request);
    if (!session) throw new AppError('unauthenticated');
    return session;
  });
  app.decorate('requireRole', async (request: FastifyRequest, roles: readonly Role[]) => {
    const session = await app.requireUser(request);
    if (!roles.includes(session.role)) throw new AppError('permission-denied');
    return session;
  });
});
