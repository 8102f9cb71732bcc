import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import type { AuthLimits } from '../src/plugins/rate-limit';
import { newId } from '../src/lib/ids';
import { checkAnswersAgainstDocument } from './api-document';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Db;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A fresh database for one test file: SQLite in memory by default, or a new PostgreSQL schema
 * when TEST_DATABASE_URL is set (dropped when the run ends: test/global-setup.ts).
 */
export async function createTestDb(): Promise<{ database: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = createDb({ dataDir: tmpdir(), sqliteFile: ':memory:' });
    await migrateToLatest(database);
    return { database, drop: () => database.close() };
  }
  const schema = `${inject('pgSchemaPrefix')}${newId()
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const database = createDb({ databaseUrl: url, dataDir: tmpdir(), pgSchema: schema });
  await migrateUnderNeighbours(database);
  return { database, drop: () => database.close() };
}

/**
 * Before it runs anything, Kysely's migrator lists the columns of every schema on the server,
 * asking `pg_get_serial_sequence` of each. A migration test in another file that drops a column
 * of its own schema at that moment (011, 024: the shape before the migration) makes that listing
 * fail with "column … does not exist", though nothing of this schema was touched. Nothing ran
 * yet when it fails that way, so it is tried again; any other failure stands.
 */
async function migrateUnderNeighbours(database: Db): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(database);
      return;
    } catch (err) {
      const beforeAnyMigration =
        err instanceof Error && /^Migration \(unknown\) failed: .*does not exist/.test(err.message);
      if (!beforeAnyMigration || attempt === 5) throw err;
    }
  }
}

/** Instances on one database form one cluster: they share Redis channels and counters. */
const clusterNamespace = new WeakMap<Db, string>();

export interface TestAppOptions {
  env?: Record<string, string>;
  /** 'configured': the limits a deployment gets from its environment (defaults: generous). */
  authLimits?: AuthLimits | 'configured';
  /** A second instance of the product on the first one's database (left open on close). */
  database?: Db;
  /** Realtime and rate limits in process even when TEST_REDIS_URL is set. */
  withoutRedis?: boolean;
  /** Where the app logs (test/captured-log.ts); by default it logs nothing. */
  logger?: FastifyBaseLogger;
}

/** The whole product on a fresh database, ready for `inject`; most files take it from useTestApp. */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await createTestDb();
  const namespace = clusterNamespace.get(database) ?? `nivaas-test-${newId()}:`;
  clusterNamespace.set(database, namespace);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivaas-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    // Tests write from a few accounts in quick succession; the limits' own tests set them.
    COMMENT_CREATE_LIMIT_PER_MINUTE: '1000',
    LISTING_CREATE_LIMIT_PER_HOUR: '1000',
    // Rent reminders come from their own tests' passes; a stay due tomorrow would get one.
    RENT_REMINDER_INTERVAL_MS: '0',
    VISIT_REMINDER_INTERVAL_MS: '0',
    GATEWAY_ORDER_LAPSE_INTERVAL_MS: '0',
    ...opts.env,
  });
  if (opts.withoutRedis) config.redisUrl = undefined;
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(opts.logger ? { loggerInstance: opts.logger } : {}),
    ...(opts.authLimits === 'configured'
      ? {}
      : {
          authLimits: opts.authLimits ?? {
            signIn: 1000,
            signUp: 1000,
            passwordReset: 1000,
            phoneCode: 1000,
          },
        }),
    rateLimitNamespace: `${namespace}rl:`,
    realtimeChannel: `${namespace}rt`,
  });
  const mismatches = checkAnswersAgainstDocument(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      if (mismatches.length > 0)
        throw new Error(`Answers that differ from the API description:\n${mismatches.join('\n')}`);
    },
  };
}
