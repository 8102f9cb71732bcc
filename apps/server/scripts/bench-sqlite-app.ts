// The set-up the API benchmarks share: the whole app on a database of its own, as production
// opens it, beside a second connection for the bare SQL of the same statements. SQLite by
// default (a file of its own); PostgreSQL in a database of its own, made if missing.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, SQLITE_CACHE_MB, withStatementCache, type Db } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';

export interface SqliteBench {
  app: FastifyInstance;
  raw: SqliteDatabase.Database;
  /** The bare connection's statements, prepared once each. */
  prepare: ReturnType<typeof withStatementCache>['prepare'];
  close: () => Promise<void>;
}

/** The app on `database`, migrated: production settings, sign-in limits out of the way. */
async function startApp(
  database: Db,
  opts: { dir: string; origin: string; databaseUrl?: string },
): Promise<FastifyInstance> {
  await migrateToLatest(database);
  const config = loadConfig({
    APP_ENV: 'production',
    NODE_ENV: 'production',
    DATA_DIR: opts.dir,
    PUBLIC_URL: opts.origin,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    authLimits: { signIn: 1000, signUp: 1000, passwordReset: 1000, phoneCode: 1000 },
  });
  await app.ready();
  return app;
}

/**
 * The app on the SQLite `file`; `fresh` deletes the file first. The bare connection is opened
 * as the app's is (db/client.ts), so only the API differs between the two.
 */
export async function openSqliteBench(opts: {
  dir: string;
  file: string;
  origin: string;
  fresh: boolean;
}): Promise<SqliteBench> {
  if (opts.fresh)
    for (const f of [opts.file, `${opts.file}-wal`, `${opts.file}-shm`]) rmSync(f, { force: true });
  const database: Db = createDb({ dataDir: opts.dir, sqliteFile: opts.file });
  const app = await startApp(database, opts);
  const raw = new SqliteDatabase(opts.file, { readonly: true });
  raw.pragma(`cache_size = -${SQLITE_CACHE_MB * 1024}`);
  raw.pragma('temp_store = MEMORY');
  const { prepare } = withStatementCache(raw);
  return {
    app,
    raw,
    prepare,
    close: async () => {
      await app.close();
      raw.close();
      await database.close();
    },
  };
}

export interface Bench {
  /** "SQLite (data/bench/ledger.db)" or "PostgreSQL (database bench_ledger, schema ledger)". */
  engine: string;
  app: FastifyInstance;
  /**
   * Bare statements (`?` placeholders, quoted camelCase names: the same text runs on both),
   * straight through the driver: better-sqlite3 prepared once each, or a pg pool as the app's.
   */
  query: (text: string, params: readonly unknown[]) => Promise<unknown[]>;
  close: () => Promise<void>;
}

/**
 * The app and a bare connection, fresh each run: on SQLite `file` (deleted first); with
 * `databaseUrl`, in `schema` (dropped and made again) of that PostgreSQL database, which is
 * created if missing. The database "test" is refused: the test suite's, never a benchmark's.
 */
export async function openBench(opts: {
  dir: string;
  file: string;
  origin: string;
  databaseUrl?: string;
  schema: string;
}): Promise<Bench> {
  if (!opts.databaseUrl) {
    const bench = await openSqliteBench({ ...opts, fresh: true });
    return {
      engine: `SQLite (${opts.file})`,
      app: bench.app,
      query: async (text, params) => bench.prepare(text).all(...params),
      close: bench.close,
    };
  }
  const url = new URL(opts.databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || name === 'test')
    throw new Error('Give the benchmark a database of its own (…/bench_ledger), not "test".');
  await ensurePgDatabase(url, name);
  const admin = new pg.Client({ connectionString: opts.databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists "${opts.schema}" cascade`);
  await admin.query(`create schema "${opts.schema}"`);
  await admin.end();
  const database = createDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dir,
    pgSchema: opts.schema,
  });
  const app = await startApp(database, opts);
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: 10,
    options: `-c search_path=${opts.schema}`,
  });
  return {
    engine: `PostgreSQL (database ${name}, schema ${opts.schema})`,
    app,
    query: async (text, params) => {
      let n = 0;
      return (
        await pool.query(
          text.replace(/\?/g, () => `$${++n}`),
          [...params],
        )
      ).rows;
    },
    close: async () => {
      await app.close();
      await pool.end();
      await database.close();
    },
  };
}

/** Creates the database `name` on `url`'s server when it is not there (never drops one). */
async function ensurePgDatabase(url: URL, name: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
