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
import { databaseUrlOf } from './database-url';
import { testPasswordHashing } from './test-password-hashing';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Db;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A fresh database for one test file, a copy of one migrated once: SQLite in memory by default
 * (each worker migrates one database and opens a copy of it per file), or on PostgreSQL when
 * TEST_DATABASE_URL is set, a database of its own made from the run's migrated template
 * (test/global-setup.ts) and dropped when the file closes it. Decision 075: migrating ~50
 * migrations for every file cost 0.3 s on SQLite and 1.5 s on PostgreSQL; a copy costs
 * milliseconds.
 */
export async function createTestDb(): Promise<{ database: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = createDb({
      dataDir: tmpdir(),
      sqliteImage: await migratedSqliteImage(),
    });
    return { database, drop: () => database.close() };
  }
  const name = `${inject('pgSchemaPrefix')}${newId()
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, 16)}`;
  await adminQuery(url, `create database "${name}" template "${inject('pgTemplateDatabase')}"`);
  const databaseUrl = databaseUrlOf(url, name);
  const database = createDb({ databaseUrl, dataDir: tmpdir() });
  testDatabaseUrls.set(database, databaseUrl);
  return {
    database,
    drop: async () => {
      await database.close();
      await dropWhenFree(url, name);
    },
  };
}

/** The migrated SQLite database this worker copies for each file (made once, never written). */
let sqliteImage: Promise<Buffer> | undefined;
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const template = createDb({ dataDir: tmpdir(), sqliteFile: ':memory:' });
    try {
      await migrateToLatest(template);
      return template.serialize!();
    } finally {
      await template.close();
    }
  })();
  return sqliteImage;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a file's database once its connections are gone. Not `with (force)`: a closed pool's
 * connections may still be saying goodbye, and a forced drop answers them with "terminating
 * connection due to administrator command", an error the run then reports as unhandled. One
 * still in use after a few tries is left for the run's end (global-setup.ts drops leftovers).
 */
async function dropWhenFree(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await adminQuery(url, `drop database if exists "${name}"`);
      return;
    } catch (err) {
      // 55006: "database … is being accessed by other users".
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const testDatabaseUrls = new WeakMap<Db, string>();

/**
 * PostgreSQL: a pool of its own on the database of `database`, as another process of the product
 * would have (close it before the file ends). SQLite in memory: null, a second instance shares
 * the first one's connection.
 */
export function anotherPool(database: Db): Db | null {
  const databaseUrl = testDatabaseUrls.get(database);
  return databaseUrl ? createDb({ databaseUrl, dataDir: tmpdir() }) : null;
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
    passwordHashing: testPasswordHashing,
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
