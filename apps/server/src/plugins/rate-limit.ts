import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ADMIN_RATE_LIMIT_PER_MINUTE } from '@nivaas/shared';
import { AppError } from '../lib/app-error';
import { redisStoreWithLocalFallback } from './rate-limit-store';

export interface AuthLimits {
  /** Attempts per minute per client address. */
  signIn: number;
  signUp: number;
  passwordReset: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { signIn: 10, signUp: 5, passwordReset: 5 };

const AUTH_PATHS: Array<[RegExp, keyof AuthLimits]> = [
  [/^\/api\/auth\/sign-in\//, 'signIn'],
  // A password change tries the current password: limited like a sign-in.
  [/^\/api\/auth\/change-password$/, 'signIn'],
  // A second-factor code is six digits: guessed like a password unless limited.
  [/^\/api\/auth\/two-factor\//, 'signIn'],
  [/^\/api\/auth\/sign-up\//, 'signUp'],
  [
    /^\/api\/auth\/(request-password-reset|forget-password|reset-password|send-verification-email)/,
    'passwordReset',
  ],
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limits sign-in, sign-up, password-reset and password-change requests; a no-op for other paths. */
    limitAuthRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** ADMIN_RATE_LIMIT_PER_MINUTE per admin (`key`) on every admin route; run by requireAdmin. */
    limitAdminRequest: (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;
  }
}

/**
 * Rate limits, in memory on one instance or shared through Redis across many (each instance
 * counts on its own while Redis is away: rate-limit-store.ts).
 */
export default fp(async function rateLimits(
  app: FastifyInstance,
  opts: { redis: Redis | null; authLimits: AuthLimits; namespace: string },
) {
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis
      ? { store: redisStoreWithLocalFallback(opts.redis, opts.namespace, app.log) }
      : {}),
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  const limiters = Object.fromEntries(
    (Object.keys(opts.authLimits) as Array<keyof AuthLimits>).map((kind) => [
      kind,
      app.rateLimit({
        max: opts.authLimits[kind],
        timeWindow: 60_000,
        keyGenerator: (req) => `${kind}:${req.ip}`,
        errorResponseBuilder: () => new AppError('auth.rate-limited'),
      }),
    ]),
  ) as Record<keyof AuthLimits, ReturnType<FastifyInstance['rateLimit']>>;

  const adminKeys = new WeakMap<FastifyRequest, string>();
  const adminLimiter = app.rateLimit({
    max: ADMIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `admin:${adminKeys.get(req) ?? req.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  app.decorate(
    'limitAdminRequest',
    async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      adminKeys.set(request, key);
      await adminLimiter.call(app, request, reply);
    },
  );

  app.decorate('limitAuthRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    // The path as Better Auth will route it: the bridge resolves the URL (dot segments,
    // backslashes), so `/api/auth/x/../sign-in/email` must count as a sign-in here too.
    const path = new URL(request.url, 'http://nivaas.invalid').pathname;
    const hit = AUTH_PATHS.find(([re]) => re.test(path));
    if (!hit) return;
    await limiters[hit[1]].call(app, request, reply);
  });
});
