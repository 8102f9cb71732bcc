import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { LruMap } from '../lib/lru-map';
import type { Database } from './schema';
import { engineInfo, type EngineInfo } from './dialect';
import { BACKSTOP_PAGES, startWalCheckpoints } from './wal-checkpoints';
import { createWalSync, type SyncFile } from './wal-sync';

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
  onCommit?: () => void,
): { close(): void; prepare(text: string): SqliteDatabase.Statement } {
  const cache = new LruMap<string, SqliteDatabase.Statement>(limit);
  const prepare = onCommit
    ? (text: string) => tellingCommits(sqlite, sqlite.prepare(text), onCommit)
    : (text: string) => sqlite.prepare(text);
  return {
    close: () => {
      sqlite.close();
    },
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached?.busy) return prepare(text);
      if (cached) return cached;
      const statement = prepare(text);
      cache.set(text, statement);
      return statement;
    },
  };
}

/**
 * A statement that calls `onCommit` when running it committed a change: a write outside a
 * transaction, or a transaction's COMMIT (Kysely runs every statement that returns no rows with
 * `run`, `begin` and `commit` included).
 */
function tellingCommits(
  sqlite: SqliteDatabase.Database,
  statement: SqliteDatabase.Statement,
  onCommit: () => void,
): SqliteDatabase.Statement {
  if (statement.reader) return statement;
  const run = statement.run.bind(statement);
  statement.run = (...params: unknown[]) => {
    const result = run(...params);
    if (!sqlite.inTransaction) onCommit();
    return result;
  };
  return statement;
}

/** SQLite page cache of the app's connection, MB. */
export const SQLITE_CACHE_MB = 64;

export interface Db {
  db: Kysely<Database>;
  info: EngineInfo;
  close: () => Promise<void>;
  /**
   * Resolves once the writes of the request it runs in (`trackWrites`) are on disk; outside a
   * request, every write committed so far. PostgreSQL's COMMIT answers only then; SQLite's
   * commits are flushed just after (wal-sync.ts), so a response acknowledging a write waits for
   * this first.
   */
  durable: () => Promise<void>;
  /**
   * Runs `fn` (a request's handling) noting the writes it commits, so that `durable()` within it
   * waits for those alone: a request that wrote nothing answers at once, and one that did waits
   * for its own flush rather than for every commit made since by others.
   */
  trackWrites: <T>(fn: () => T) => T;
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
  /** SQLite file: how the write-ahead log is flushed to the disk (tests count the flushes). */
  syncFile?: SyncFile;
  /** SQLite file: a checkpoint on its thread failed (the next one tries again). */
  onCheckpointError?: (message: string) => void;
}

const onDisk = () => Promise.resolve();

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
      durable: onDisk,
      trackWrites: (fn) => fn(),
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
    };
  }
  const file = options.sqliteImage
    ? ':memory:'
    : (options.sqliteFile ?? path.join(options.dataDir, 'nivaas.db'));
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  // A file's commits are flushed to the disk off the event loop (wal-sync.ts): NORMAL, in WAL
  // mode, survives a kill -9, and the flush FULL would make inside each COMMIT follows at once on
  // the thread pool; what a response acknowledges waits for it (`durable`), so it survives a
  // power cut too (design budget, decision 083). In memory there is no disk to wait for.
  const walSync = file === ':memory:' ? null : createWalSync(`${file}-wal`, options.syncFile);
  sqlite.pragma(walSync ? 'synchronous = NORMAL' : 'synchronous = FULL');
  // Checkpoints on a thread of their own too (wal-checkpoints.ts); this connection's own is a backstop.
  const checkpoints = walSync
    ? startWalCheckpoints(file, { onError: options.onCheckpointError })
    : null;
  if (checkpoints) sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const writes = new AsyncLocalStorage<{ upTo: number }>();
  const committed =
    walSync && checkpoints
      ? () => {
          const upTo = walSync.committed();
          checkpoints.committed();
          const own = writes.getStore();
          if (own) own.upTo = upTo;
        }
      : undefined;
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
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, SQLITE_STATEMENT_CACHE, committed),
    }),
  });
  const close = async () => {
    if (sqlite.open) sqlite.pragma('optimize');
    await walSync?.close();
    await checkpoints?.close();
    await db.destroy();
  };
  return {
    db,
    info: engineInfo('sqlite'),
    close,
    durable: walSync
      ? () => {
          const own = writes.getStore();
          if (!own) return walSync.durable();
          return own.upTo ? walSync.durable(own.upTo) : onDisk();
        }
      : onDisk,
    trackWrites: walSync ? (fn) => writes.run({ upTo: 0 }, fn) : (fn) => fn(),
    serialize: () => sqlite.serialize(),
  };
}
