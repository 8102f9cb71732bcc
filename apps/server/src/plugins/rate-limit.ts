import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
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
