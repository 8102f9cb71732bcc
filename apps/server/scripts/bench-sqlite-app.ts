// The set-up the SQLite benchmarks share: the whole app on a file of its own, as production
// opens it, beside a second read-only connection for the bare SQL of the same statements.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
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

/**
 * The app (production settings, sign-in limits out of the way) on `file`, migrated; `fresh`
 * deletes the file first. The bare connection is opened as the app's is (db/client.ts), so only
 * the API differs between the two.
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
  await migrateToLatest(database);
  const config = loadConfig({
    APP_ENV: 'production',
    NODE_ENV: 'production',
    DATA_DIR: opts.dir,
    PUBLIC_URL: opts.origin,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    authLimits: { signIn: 1000, signUp: 1000, passwordReset: 1000, phoneCode: 1000 },
  });
  const raw = new SqliteDatabase(opts.file, { readonly: true });
  raw.pragma(`cache_size = -${SQLITE_CACHE_MB * 1024}`);
  raw.pragma('temp_store = MEMORY');
  const { prepare } = withStatementCache(raw);
  await app.ready();
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
