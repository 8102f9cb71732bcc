import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { CHAT_LIMITS, type LanguageCode } from '@nivaas/shared';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** demo: npm start on a laptop (outbox, diagnostics, demo seed); production: none of those. */
  APP_ENV: z.enum(['development', 'demo', 'production', 'test']).default('demo'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** Extra origins allowed to call the API with cookies (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Nivaas <no-reply@nivaas.local>'),
  /** MSG91 (SMS codes for sign-in by mobile number); without both, SMS land in the dev outbox. */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The DLT-approved MSG91 flow template with an ##otp## variable. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  /** The same template in Hindi, Telugu and Tamil (DLT-approved each); a language without one gets MSG91_TEMPLATE_ID's. */
  MSG91_TEMPLATE_ID_HI: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID_TE: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID_TA: z.string().min(1).optional(),
  MSG91_URL: z.string().url().default('https://control.msg91.com/api/v5/flow'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID issuer for Google sign-in; tests point it at a local mock provider. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** Comma-separated geo-IP URL templates with {ip}, tried in order. Empty: lookups off. */
  GEOIP_PROVIDERS: z.string().default(''),
  GEOIP_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: readable lines (the default but in production); json: one JSON object a line. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Where the built web app lives; the server serves it when present. */
  WEB_DIST: z.string().optional(),
  /** Map tiles: a Leaflet URL template ({z}/{x}/{y}, optionally {s} and {r}); the web app reads it from /api/config. */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
      'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Credit line the tile provider requires, shown as plain text in the map's corner. */
  MAP_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /** Chat messages one person may send per minute (benchmarks raise it; see docs/operations/running.md). */
  CHAT_SEND_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(CHAT_LIMITS.sendsPerMinute),
  /** New accounts per minute from one address (a campus or office behind one NAT may need more). */
  AUTH_SIGNUP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Sign-in attempts per minute from one address (benchmarks sign many people in from one). */
  AUTH_SIGNIN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Sign-in codes by SMS one address may ask for per minute (any numbers). */
  AUTH_PHONE_CODE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Sign-in codes by SMS one number may get per hour (from any address). */
  AUTH_PHONE_CODES_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Comments one person may post per minute, over all listings. */
  COMMENT_CREATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests one customer may have waiting for one provider's answer, and for anyone's. */
  SERVICE_BOOKING_PENDING_PER_PROVIDER: z.coerce.number().int().positive().default(3),
  SERVICE_BOOKING_PENDING_IN_ALL: z.coerce.number().int().positive().default(10),
  /** Service booking requests one person may make per hour, over all providers. */
  SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** New listings one person may create per hour (a broker listing a building may need more). */
  LISTING_CREATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Public listing previews one client address may read per minute (visitors without an account). */
  PREVIEW_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** How long an anonymous search's answer is reused, ms (default 1000 in production, else 0: off). */
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).optional(),
  /**
   * How long a visitor's drawn public page is reused, ms (default 5000 in production, else 0:
   * off). Dropped at once on every instance when a listing changes; the bound for other changes.
   */
  PUBLIC_PAGE_CACHE_MS: z.coerce.number().int().min(0).optional(),
  /** Events one realtime socket may send per second on average (typing, pings, watch lists). */
  SOCKET_EVENTS_PER_SECOND: z.coerce.number().positive().default(10),
  /** Events one realtime socket may send at once after a quiet spell. */
  SOCKET_EVENT_BURST: z.coerce.number().int().positive().default(30),
  /** Realtime sockets one session may keep open on one instance (a socket per tab). */
  SOCKETS_PER_SESSION: z.coerce.number().int().positive().default(10),
  /** Serve the API description at /api/docs (default: on except in production). */
  API_DOCS: bool.optional(),
  /** Wrong passwords one account takes (from any address) before each attempt is delayed. */
  AUTH_ACCOUNT_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  /** The longest that delay grows to (it starts at 1 s and doubles with each failure). */
  AUTH_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
  /** Failures are forgotten after this many hours without another one (or at a success). */
  AUTH_ACCOUNT_FAILURE_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /** After this many failures in a row the account's owner gets a mail. */
  AUTH_ACCOUNT_ALERT_AFTER: z.coerce.number().int().positive().default(10),
  /** How often due rent increases are applied and their notices sent, ms; 0 turns it off. */
  RENT_ESCALATION_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  /** How often rent reminders are looked for and sent, ms; 0 turns it off. */
  RENT_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(900_000),
  /** How often waiting saved-search digests are looked at, ms; each person gets at most one a day. 0: off. */
  SAVED_SEARCH_DIGEST_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** Online payment through Razorpay: on with all three, off without them (decision 043). */
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's API root; tests point it at a local stand-in. */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com/v1'),
  /**
   * The demo gateway (decision 067): a Nivaas dialog in place of Razorpay's checkout, for a
   * machine that cannot reach Razorpay. On by default in demo and development without
   * Razorpay's keys; tests turn it on; never in production.
   */
  PAYMENT_DEMO_GATEWAY: bool.optional(),
  /** Web push VAPID keys (base64url, as web-push makes them); without both, made at first start. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact: a mailto: or https: URL (default: MAIL_FROM's address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  /** Scheduler period of site-visit reminders, ms (0: off). */
  VISIT_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  /** Scheduler period of the sweep that lets unpaid online orders lapse, ms (0: off). */
  GATEWAY_ORDER_LAPSE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

export type Env = z.infer<typeof envSchema>;

/** MSG91's flow API, which sends the sign-in codes by SMS (decision 046). */
export interface Msg91Settings {
  authKey: string;
  /** The DLT-approved flow template with an `##otp##` variable (English). */
  templateId: string;
  /** The same template in other languages, where one is approved; the rest get `templateId`. */
  templateIds: Partial<Record<LanguageCode, string>>;
  /** The flow endpoint; tests point it at a local stand-in. */
  url: string;
  timeoutMs: number;
}

export interface Config {
  env: Env;
  appEnv: Env['APP_ENV'];
  isProduction: boolean;
  /** Dev outbox, diagnostics pages: development, demo and test only. */
  diagnostics: boolean;
  port: number;
  host: string;
  publicUrl: string;
  trustedOrigins: string[];
  /**
   * Demo and development: a request whose Origin is the address it was sent to counts as our
   * own (Nivaas opened at 127.0.0.1 or a LAN address). Production: the trusted list only.
   */
  sameHostOrigins: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  authSecret: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  geoipProviders: string[];
  geoipTimeoutMs: number;
  seedDemo: boolean;
  webDist: string | undefined;
  map: { tileUrl: string; attribution: string };
  /** Chat sends per person per minute. */
  chatSendsPerMinute: number;
  /** Sign-ups one client address may make per minute. */
  signUpsPerMinute: number;
  /** Sign-in attempts (and password changes, second-factor codes) one address may make per minute. */
  signInsPerMinute: number;
  /** Sign-in codes by SMS one address may ask for per minute. */
  phoneCodesPerMinute: number;
  /** Sign-in codes one number may get per hour. */
  phoneCodesPerNumberPerHour: number;
  /** The SMS provider (decision 046); null: SMS land in the dev outbox. */
  msg91: Msg91Settings | null;
  /** Comments per person per minute. */
  commentsPerMinute: number;
  /** New listings per person per hour. */
  listingsPerHour: number;
  /** Service booking requests per person per hour. */
  serviceBookingsPerHour: number;
  /** Requests one customer may have waiting, for one provider and in all. */
  pendingServiceBookings: { perProvider: number; inAll: number };
  previewsPerMinute: number;
  /** Anonymous searches' answers are reused this long, ms (0: every search queries). */
  searchCacheMs: number;
  publicPageCacheMs: number;
  /** Each realtime socket's token bucket; over it, the socket is told and disconnected. */
  socketEvents: { perSecond: number; burst: number };
  /** Sockets one session may keep open on this instance; more are refused. */
  socketsPerSession: number;
  /** /api/docs is served: API_DOCS, else on outside production and off in production. */
  apiDocs: boolean;
  /** Wrong passwords per account: free ones, then a doubling delay; a mail to the owner. */
  accountThrottle: {
    freeFailures: number;
    baseDelayMs: number;
    maxDelayMs: number;
    windowMs: number;
    alertAfter: number;
  };
  /** Scheduler period of rent increases, ms (0: the scheduler is off). */
  rentEscalationIntervalMs: number;
  /** Scheduler period of rent reminders, ms (0: the scheduler is off). */
  rentReminderIntervalMs: number;
  /** Scheduler period of saved-search digests, ms (0: off); each person gets one a day at most. */
  savedSearchDigestIntervalMs: number;
  /** Web push: VAPID keys from the environment (null: the stored pair) and the subject. */
  push: { vapid: { publicKey: string; privateKey: string } | null; subject: string };
  /** Scheduler period of site-visit reminders, ms (0: the scheduler is off). */
  visitReminderIntervalMs: number;
  /** Scheduler period of online orders' lapse (decision 071), ms (0: the scheduler is off). */
  gatewayOrderLapseIntervalMs: number;
  /** The payment gateway's keys, or null: online payment is off (UPI and cash still work). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | null;
  /** The demo gateway's keys (decision 067), or null: off (production, or Razorpay is on). */
  demoGateway: { keyId: string; keySecret: string; webhookSecret: string } | null;
}

export class ConfigError extends Error {}

/** Parses the environment once at start; a bad value stops the start with a clear list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as people expect from .env files.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.APP_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  if (isProduction && !env.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid environment:\n  - AUTH_SECRET: required when APP_ENV=production',
    );
  }
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuer: env.GOOGLE_ISSUER,
        }
      : null;
  if (Boolean(env.MSG91_AUTH_KEY) !== Boolean(env.MSG91_TEMPLATE_ID)) {
    throw new ConfigError(
      'Invalid environment:\n  - MSG91_AUTH_KEY and MSG91_TEMPLATE_ID: set both to send SMS, or neither for the dev outbox',
    );
  }
  const msg91 =
    env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID
      ? {
          authKey: env.MSG91_AUTH_KEY,
          templateId: env.MSG91_TEMPLATE_ID,
          templateIds: {
            ...(env.MSG91_TEMPLATE_ID_HI ? { hi: env.MSG91_TEMPLATE_ID_HI } : {}),
            ...(env.MSG91_TEMPLATE_ID_TE ? { te: env.MSG91_TEMPLATE_ID_TE } : {}),
            ...(env.MSG91_TEMPLATE_ID_TA ? { ta: env.MSG91_TEMPLATE_ID_TA } : {}),
          },
          url: env.MSG91_URL,
          timeoutMs: 10_000,
        }
      : null;
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: env.RAZORPAY_API_URL.replace(/\/$/, ''),
        }
      : null;
  if (isProduction && env.PAYMENT_DEMO_GATEWAY) {
    throw new ConfigError(
      'Invalid environment:\n  - PAYMENT_DEMO_GATEWAY: the demo gateway takes no money; it is never on in production',
    );
  }
  const authSecret = env.AUTH_SECRET ?? localSecret(dataDir);
  const demoGatewayOn =
    !isProduction &&
    !razorpay &&
    (env.PAYMENT_DEMO_GATEWAY ?? (env.APP_ENV === 'demo' || env.APP_ENV === 'development'));
  // Its secrets come from the server's own secret: nobody outside the server can sign for it.
  const derived = (label: string) =>
    createHmac('sha256', authSecret).update(`nivaas-demo-gateway:${label}`).digest('hex');
  const demoGateway = demoGatewayOn
    ? { keyId: 'demo', keySecret: derived('key'), webhookSecret: derived('webhook') }
    : null;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid environment:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither to have a pair made at first start',
    );
  }
  const push = {
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    subject:
      env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim()}`,
  };
  return {
    razorpay,
    demoGateway,
    push,
    visitReminderIntervalMs: env.VISIT_REMINDER_INTERVAL_MS,
    gatewayOrderLapseIntervalMs: env.GATEWAY_ORDER_LAPSE_INTERVAL_MS,
    env,
    appEnv: env.APP_ENV,
    isProduction,
    diagnostics: !isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    trustedOrigins: [
      publicUrl,
      ...env.TRUSTED_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ],
    sameHostOrigins: env.APP_ENV === 'demo' || env.APP_ENV === 'development',
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    authSecret,
    google,
    geoipProviders: env.GEOIP_PROVIDERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    geoipTimeoutMs: env.GEOIP_TIMEOUT_MS,
    seedDemo: env.SEED_DEMO ?? (env.APP_ENV === 'demo' || env.APP_ENV === 'development'),
    webDist: env.WEB_DIST,
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    chatSendsPerMinute: env.CHAT_SEND_LIMIT_PER_MINUTE,
    signUpsPerMinute: env.AUTH_SIGNUP_LIMIT_PER_MINUTE,
    signInsPerMinute: env.AUTH_SIGNIN_LIMIT_PER_MINUTE,
    phoneCodesPerMinute: env.AUTH_PHONE_CODE_LIMIT_PER_MINUTE,
    phoneCodesPerNumberPerHour: env.AUTH_PHONE_CODES_PER_NUMBER_PER_HOUR,
    msg91,
    commentsPerMinute: env.COMMENT_CREATE_LIMIT_PER_MINUTE,
    listingsPerHour: env.LISTING_CREATE_LIMIT_PER_HOUR,
    serviceBookingsPerHour: env.SERVICE_BOOKING_CREATE_LIMIT_PER_HOUR,
    pendingServiceBookings: {
      perProvider: env.SERVICE_BOOKING_PENDING_PER_PROVIDER,
      inAll: env.SERVICE_BOOKING_PENDING_IN_ALL,
    },
    previewsPerMinute: env.PREVIEW_LIMIT_PER_MINUTE,
    searchCacheMs: env.SEARCH_CACHE_MS ?? (isProduction ? 1000 : 0),
    publicPageCacheMs: env.PUBLIC_PAGE_CACHE_MS ?? (isProduction ? 5000 : 0),
    socketEvents: { perSecond: env.SOCKET_EVENTS_PER_SECOND, burst: env.SOCKET_EVENT_BURST },
    socketsPerSession: env.SOCKETS_PER_SESSION,
    apiDocs: env.API_DOCS ?? !isProduction,
    accountThrottle: {
      freeFailures: env.AUTH_ACCOUNT_FREE_FAILURES,
      baseDelayMs: 1000,
      maxDelayMs: env.AUTH_ACCOUNT_MAX_DELAY_SECONDS * 1000,
      windowMs: env.AUTH_ACCOUNT_FAILURE_WINDOW_HOURS * 60 * 60 * 1000,
      alertAfter: env.AUTH_ACCOUNT_ALERT_AFTER,
    },
    rentEscalationIntervalMs: env.RENT_ESCALATION_INTERVAL_MS,
    rentReminderIntervalMs: env.RENT_REMINDER_INTERVAL_MS,
    savedSearchDigestIntervalMs: env.SAVED_SEARCH_DIGEST_INTERVAL_MS,
  };
}

/**
 * The Content-Security-Policy source that lets the browser load the map tiles:
 * 'https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org'.
 */
export function mapTileSource(tileUrl: string): string {
  const match = /^(https?:)\/\/([^/]+)/.exec(tileUrl);
  if (!match) return "'self'";
  const [, scheme = 'https:', host = ''] = match;
  if (!host.includes('{')) return `${scheme}//${host}`;
  // CSP allows a wildcard only as the first label; any other placeholder falls back to the scheme.
  const wild = host.replace(/^\{[a-z]+\}\./i, '*.');
  return wild.includes('{') ? scheme : `${scheme}//${wild}`;
}

/** A laptop needs no setup: the first start writes a random secret under DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
