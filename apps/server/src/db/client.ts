import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { LruMap } from '../lib/lru-map';
import type { Database } from './schema';
import { engineInfo, type EngineInfo } from './dialect';

/** Distinct statements kept compiled per SQLite connection (a search page is one of ~50 shapes). */
export const SQLITE_STATEMENT_CACHE = 500;

/**
 * better-sqlite3 as Kysely sees it, with each distinct statement compiled once: Kysely prepares
 * every statement it runs, and compiling a search page costs as much as running it
 * (docs/operations/benchmarks.md). Least recently used statements go past the limit; one still
 * being iterated is never handed out twice.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  limit = SQLITE_STATEMENT_CACHE,
): { close(): void; prepare(text: string): SqliteDatabase.Statement } {
  const cache = new LruMap<string, SqliteDatabase.Statement>(limit);
  return {
    close: () => {
      sqlite.close();
    },
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached?.busy) return sqlite.prepare(text);
      if (cached) return cached;
      const statement = sqlite.prepare(text);
      cache.set(text, statement);
      return statement;
    },
  };
}

/** SQLite page cache of the app's connection, MB. */
export const SQLITE_CACHE_MB = 64;

export interface Db {
  db: Kysely<Database>;
  info: EngineInfo;
  close: () => Promise<void>;
  /** The PostgreSQL schema it is confined to, when one was given. */
  schema?: string;
  /**
   * SQLite only: the whole database as one buffer (better-sqlite3's `serialize`), which
   * `createDb({ sqliteImage })` opens again as a copy in memory. The server tests migrate once
   * and start each file from such a copy.
   */
  serialize?: () => Buffer;
}

export interface DbOptions {
  /** postgres://… ; absent: SQLite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name (tests pass ':memory:'). */
  sqliteFile?: string;
  /** SQLite: open a copy of this serialized database in memory (Db.serialize); wins over sqliteFile. */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      info: engineInfo('postgres'),
      close: () => db.destroy(),
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
    };
  }
  const file = options.sqliteImage
    ? ':memory:'
    : (options.sqliteFile ?? path.join(options.dataDir, 'nivaas.db'));
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: every acknowledged write survives a kill -9 or power loss (design budget).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The default 2 MB page cache made most search reads system calls (docs/operations/benchmarks.md).
  // 64 MB holds the search indexes of ~100k listings; pages are only allocated as they are read,
  // so an idle server stays small. Sorts and temporary b-trees stay in memory too.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_MB * 1024}`);
  sqlite.pragma('temp_store = MEMORY');
  // Planner statistics (sqlite_stat1), as SQLite advises for long-lived connections: on open,
  // analyse the tables that never were or have grown a lot since, reading at most ~400 rows of
  // each index so a start stays fast; on close, refresh what this connection's queries used.
  sqlite.pragma('analysis_limit = 400');
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const close = async () => {
    if (sqlite.open) sqlite.pragma('optimize');
    await db.destroy();
  };
  return { db, info: engineInfo('sqlite'), close, serialize: () => sqlite.serialize() };
}
