import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ADMIN_RATE_LIMIT_PER_MINUTE } from '@nivaas/shared';
import { AppError } from '../lib/app-error';
import { localStore, redisStoreWithLocalFallback } from './rate-limit-store';

export interface AuthLimits {
  /** Attempts per minute per client address. */
  signIn: number;
  signUp: number;
  passwordReset: number;
  /** Sign-in codes by SMS asked for (any numbers). */
  phoneCode: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signIn: 10,
  signUp: 5,
  passwordReset: 5,
  phoneCode: 5,
};

/** Codes one mobile number may get per hour, from any address (config). */
export const DEFAULT_PHONE_CODES_PER_NUMBER_PER_HOUR = 5;

const AUTH_PATHS: Array<[RegExp, keyof AuthLimits]> = [
  [/^\/api\/auth\/sign-in\//, 'signIn'],
  // A password change tries the current password: limited like a sign-in.
  [/^\/api\/auth\/change-password$/, 'signIn'],
  // A second-factor code is six digits: guessed like a password unless limited.
  [/^\/api\/auth\/two-factor\//, 'signIn'],
  [/^\/api\/auth\/sign-up\//, 'signUp'],
  // Each code is an SMS we pay for and a message on someone's phone.
  [/^\/api\/auth\/phone-number\/send-otp$/, 'phoneCode'],
  // Entering a code signs in: limited like a sign-in (the code itself allows 5 tries).
  [/^\/api\/auth\/phone-number\/verify$/, 'signIn'],
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
    /** Codes sent to one mobile number (E.164) per hour, whoever asks; 429 phone.too-many-codes. */
    limitPhoneCodes: (
      request: FastifyRequest,
      reply: FastifyReply,
      number: string,
    ) => Promise<void>;
  }
}

/**
 * Rate limits, in memory on one instance or shared through Redis across many (each instance
 * counts on its own while Redis is away: rate-limit-store.ts).
 */
export default fp(async function rateLimits(
  app: FastifyInstance,
  opts: {
    redis: Redis | null;
    authLimits: AuthLimits;
    namespace: string;
    phoneCodesPerNumberPerHour?: number;
  },
) {
  await app.register(rateLimit, {
    global: false,
    store: opts.redis
      ? redisStoreWithLocalFallback(opts.redis, opts.namespace, app.log)
      : localStore(),
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

  // A check of its own (createRateLimit): a request passes one route limiter only, and the
  // address's limit has already run in onRequest.
  const phoneNumbers = new WeakMap<FastifyRequest, string>();
  const checkPhoneCodes = app.createRateLimit({
    max: opts.phoneCodesPerNumberPerHour ?? DEFAULT_PHONE_CODES_PER_NUMBER_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (req) => `phone-code:${phoneNumbers.get(req) ?? req.ip}`,
  });
  app.decorate(
    'limitPhoneCodes',
    async (request: FastifyRequest, reply: FastifyReply, number: string) => {
      phoneNumbers.set(request, number);
      const limit = await checkPhoneCodes(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('phone.too-many-codes');
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
