import type { HelmetOptions } from 'helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { mapTileSource, type Config } from './config';
import { logControllerFor, loggerOptions } from './logger';
import { createDb, type Db } from './db/client';
import { migrateToLatest } from './db/migrate';
import errors, { frameworkErrorsWith } from './plugins/errors';
import allowedMethods from './plugins/allowed-methods';
import { finishApiDocument } from './plugins/openapi-document';
import declaredEndpoints from './plugins/endpoints/declared-endpoints';
import { responseSerializerCompiler } from './plugins/response-serializer';
import rateLimits, { DEFAULT_AUTH_LIMITS, type AuthLimits } from './plugins/rate-limit';
import originCheck, { originRule } from './plugins/origin-check';
import permissionsPolicy from './plugins/permissions-policy';
import apiCompression from './plugins/api-compression';
import securityHeaders, { securityHeaderSetter } from './plugins/security-headers';
import authPlugin from './plugins/auth/auth.plugin';
import type { PasswordHashing } from './plugins/auth/create-auth';
import { createMailer, type Mailer } from './plugins/mail/mailer';
import { createSmsSender, type SmsSender } from './plugins/sms/sms';
import realtime from './plugins/realtime/realtime.plugin';
import events from './plugins/events/events.plugin';
import webStatic from './plugins/web-static';
import pageHeads from './plugins/page-head';
import { registerModules } from './modules/index';
import { createLoginTracker, type LoginTracker } from './modules/users/index';

export interface AppOptions {
  config: Config;
  /** Tests pass their own database (fresh per file); otherwise one is opened from config. */
  database?: Db;
  authLimits?: AuthLimits;
  /** Tests' cheaper password hashing (plugins/auth/create-auth.ts); production never sets it. */
  passwordHashing?: PasswordHashing;
  /** Key prefix of rate-limit counters (tests keep theirs apart on a shared Redis). */
  rateLimitNamespace?: string;
  /** Redis channel of the realtime fan-out (tests keep unrelated instances apart). */
  realtimeChannel?: string;
  logger?: boolean;
  /** A logger of the caller's own (tests read what the app writes); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Db;
    db: Db['db'];
    mailer: Mailer;
    sms: SmsSender;
    redis: Redis | null;
    loginTracker: LoginTracker;
  }
}

const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_CHECKOUT_FRAME_ORIGIN = 'https://api.razorpay.com';

/** Builds the whole product as one Fastify app; server.ts only listens. Tests build the same app. */

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const securityHeaderOptions: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay's checkout script, and the frame it opens, only when Razorpay is on (decision 067).
        scriptSrc: ["'self'", ...(config.razorpay ? [RAZORPAY_CHECKOUT_ORIGIN] : [])],
        frameSrc: ["'self'", ...(config.razorpay ? [RAZORPAY_CHECKOUT_FRAME_ORIGIN] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', mapTileSource(config.map.tileUrl)],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        // The installed app: its manifest and service worker come from this origin only.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS over plain HTTP (a laptop demo) would pin localhost to HTTPS in the browser.
    strictTransportSecurity: config.isProduction
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  };
  const app = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : {
          logger: opts.logger === false ? false : loggerOptions(config.env),
          logController: logControllerFor(config.env),
        }),
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Loading the first-screen renderer (web-static) took over Fastify's default 10 s on a
    // machine at load 20, and the instance did not start; a slow start is better than none.
    pluginTimeout: 60_000,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorsWith(securityHeaderSetter(securityHeaderOptions)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(!config.isProduction));

  const database =
    opts.database ??
    createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onCheckpointError: (err) => app.log.warn({ err }, 'sqlite checkpoint failed'),
    });
  if (!opts.database) await migrateToLatest(database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // What a response acknowledges is on disk before it leaves (db/wal-sync.ts): each request's
  // own commits are noted, and its answer waits for their flush alone (decision 083). A request
  // that wrote nothing answers at once, whatever its method.
  app.addHook('onRequest', (_request, _reply, done) => database.trackWrites(done));
  app.addHook('onSend', async (_request, _reply, payload) => {
    await database.durable();
    return payload;
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  // Without a listener ioredis reports a lost connection as an unhandled error; log it instead.
  redis?.on('error', (err: Error) =>
    app.log.warn({ err: err.message }, 'redis (rate limits) connection problem'),
  );
  app.decorate('redis', redis);
  const mailer = createMailer({
    smtpUrl: config.env.SMTP_URL,
    from: config.env.MAIL_FROM,
    db: database.db,
    log: app.log,
    logLinks: config.diagnostics,
  });
  app.decorate('mailer', mailer);
  const sms = createSmsSender({ msg91: config.msg91, db: database.db, log: app.log });
  app.decorate('sms', sms);
  const loginTracker = createLoginTracker({ db: database.db, config, log: app.log });
  app.decorate('loginTracker', loginTracker);

  app.addHook('onClose', async () => {
    await loginTracker.drain();
    if (!opts.database) await database.close();
    if (redis) await redis.quit();
  });

  await app.register(errors);
  await app.register(allowedMethods);
  await app.register(declaredEndpoints);
  await app.register(securityHeaders, securityHeaderOptions);
  await app.register(permissionsPolicy);
  await app.register(apiCompression);
  await app.register(rateLimits, {
    redis,
    authLimits: opts.authLimits ?? {
      ...DEFAULT_AUTH_LIMITS,
      signIn: config.signInsPerMinute,
      signUp: config.signUpsPerMinute,
      phoneCode: config.phoneCodesPerMinute,
    },
    phoneCodesPerNumberPerHour: config.phoneCodesPerNumberPerHour,
    namespace: opts.rateLimitNamespace ?? 'nivaas-rl:',
  });
  const origins = originRule(config.trustedOrigins, config.sameHostOrigins);
  await app.register(originCheck, { rule: origins });
  await app.register(swagger, {
    openapi: { info: { title: 'Nivaas API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
    transformObject: (built) =>
      'openapiObject' in built ? finishApiDocument(built.openapiObject) : built.swaggerObject,
  });
  // Off in production unless API_DOCS=true: the route list is a map for an attacker.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, {
    config,
    redis,
    throttleNamespace: `${opts.rateLimitNamespace ?? 'nivaas-rl:'}account:`,
    db: database.db,
    engine: database.info.engine,
    mailer,
    sms,
    ...(opts.passwordHashing ? { passwordHashing: opts.passwordHashing } : {}),
    onSessionCreated: (userId, ip) => loginTracker.signedIn(userId, ip),
    // Realtime is registered after auth; a session cannot end before the app is ready.
    onSessionEnded: (sessionId) => app.realtimeSessions.disconnectSessions([sessionId]),
  });
  await app.register(realtime, {
    redisUrl: config.redisUrl,
    redisChannel: opts.realtimeChannel ?? 'nivaas-rt',
    originRule: origins,
    trustProxy: config.env.TRUST_PROXY,
    socketEvents: config.socketEvents,
    socketsPerSession: config.socketsPerSession,
  });
  await app.register(events);
  await app.register(pageHeads);
  await registerModules(app);
  await app.register(webStatic, { webDist: config.webDist });
  return app;
}
