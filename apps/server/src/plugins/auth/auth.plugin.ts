import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@nivaas/shared';
import { isRole } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { createAuth, CLIENT_IP_HEADER, type Auth, type AuthDeps } from './create-auth';
import { checkSignUpBody, SIGN_UP_EMAIL_PATH } from './sign-up-body';

export interface RequestAuth {
  userId: string;
  role: Role;
  emailVerified: boolean;
  sessionId: string;
  /** As stored now (read with the session); for wording, never for decisions. */
  name: { firstName: string; lastName: string };
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
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export default fp(async function authPlugin(app: FastifyInstance, deps: Omit<AuthDeps, 'log'>) {
  const auth = createAuth({ ...deps, log: app.log });
  app.decorate('auth', auth);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    onRequest: (request, reply) => app.limitAuthRequest(request, reply),
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, deps.config.publicUrl);
      if (request.method === 'POST' && url.pathname === SIGN_UP_EMAIL_PATH)
        checkSignUpBody(request.body);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request),
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });

  const load = async (request: FastifyRequest): Promise<RequestAuth | null> => {
    const result = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!result) return null;
    const user = result.user as typeof result.user & {
      userType?: string;
      firstName?: string;
      lastName?: string;
    };
    return {
      userId: user.id,
      role: isRole(user.userType) ? user.userType : 'tenant',
      emailVerified: Boolean(user.emailVerified),
      sessionId: result.session.id,
      name: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
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
