// npm run bench:search [-- --properties 100000 --iterations 300 --plans --keep --only metro]
// --plans prints each statement's plan (PostgreSQL: EXPLAIN (ANALYZE, BUFFERS), run once more).
// The property search API against the bare SQL of the same queries, in the same run.
// SQLite by default (data/bench/nivaas.db, reused while it holds the asked number of listings);
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, in a schema named "bench".
import { existsSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { propertySearchQuerySchema, type PropertySearchResult } from '@nivaas/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, SQLITE_CACHE_MB, withStatementCache, type Db } from '../src/db/client';
import { nowIso } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrate';
// The benchmark times the search's own statements against the bare SQL of the same queries, so
// it reaches into the property-search module past its face (the only tool allowed to).
/* eslint-disable boundaries/dependencies */
import {
  COUNT_CAP,
  countQuery,
  countsNearby,
  NEAREST_FIRST_SETTING,
  nearestFirst,
  pageQuery,
} from '../src/modules/property-search/property-search.repository';
import {
  probeTextMatches,
  textProbeQuery,
  wantsTextProbe,
} from '../src/modules/property-search/search-text';
import { resolveCriteria } from '../src/modules/property-search/search-criteria';
import { decodeCursor } from '../src/modules/property-search/search-cursor';
/* eslint-enable boundaries/dependencies */
import { bulkOwners, insertBulkListings } from './bulk-listings';
import { BENCH_QUERIES, type BenchQuery } from './bench-queries';
import { formatCpuTable, formatTable, summarise, type Figures } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    /** A slow query stops early: at most this long per query, past the warm-up. */
    seconds: { type: 'string', default: '20' },
    plans: { type: 'boolean', default: false },
    /** Only the queries whose name contains this text. */
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** SQLite page cache of both connections, MB (default: the app's, SQLITE_CACHE_MB). */
    'sqlite-cache-mb': { type: 'string' },
  },
});
const PROPERTIES = Number(args.properties);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const MAX_MS = Number(args.seconds) * 1000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const PG_SCHEMA = 'bench';
const BENCH_DIR = path.resolve('data/bench');

/**
 * A statement and its parameters, run straight through the driver; with `settings`, in a
 * transaction after them, as the app runs it (findPage).
 */
type Bare = { sql: string; parameters: readonly unknown[]; settings?: readonly string[] };
interface Driver {
  run(statements: readonly Bare[]): Promise<void>;
  plan(statement: Bare): Promise<string>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<{ database: Db; driver: Driver; label: string }> {
  if (PG_URL) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    // A schema kept (--keep) with the asked number of listings is reused, as the SQLite file is.
    if ((await pgListings(admin)) !== PROPERTIES) {
      await admin.query(`drop schema if exists ${PG_SCHEMA} cascade`);
      await admin.query(`create schema ${PG_SCHEMA}`);
    }
    await admin.end();
    const database = createDb({ databaseUrl: PG_URL, dataDir: BENCH_DIR, pgSchema: PG_SCHEMA });
    await migrateToLatest(database);
    const pool = new pg.Pool({
      connectionString: PG_URL,
      max: 10,
      options: `-c search_path=${PG_SCHEMA}`,
    });
    return {
      database,
      label: `PostgreSQL (schema ${PG_SCHEMA})`,
      driver: {
        run: async (statements) => {
          await Promise.all(statements.map((s) => pgRun(pool, s)));
        },
        plan: async (s) =>
          (await pgRun(pool, { ...s, sql: `explain (analyze, buffers) ${s.sql}` })).rows
            .map((r: Record<string, string>) => r['QUERY PLAN'])
            .join('\n'),
        close: () => pool.end(),
      },
    };
  }
  const file = path.join(BENCH_DIR, 'nivaas.db');
  if (sqliteListings(file) !== PROPERTIES)
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  const database = createDb({ dataDir: BENCH_DIR });
  await migrateToLatest(database);
  // The bare connection is opened as the app's is (client.ts), so only the API differs.
  const raw = new SqliteDatabase(file, { readonly: true });
  const cacheMb = Number(args['sqlite-cache-mb'] ?? SQLITE_CACHE_MB);
  raw.pragma(`cache_size = -${cacheMb * 1024}`);
  raw.pragma('temp_store = MEMORY');
  if (args['sqlite-cache-mb'])
    await sql.raw(`pragma cache_size = -${cacheMb * 1024}`).execute(database.db);
  // Compiled once and reused, as the app's connection does (client.ts): the comparison is of
  // everything but the API.
  const { prepare } = withStatementCache(raw);
  return {
    database,
    label: `SQLite (${path.relative(process.cwd(), file)}, cache ${cacheMb} MB)`,
    driver: {
      run: async (statements) => {
        for (const s of statements) prepare(s.sql).all(...s.parameters);
      },
      plan: async (s) =>
        raw
          .prepare(`explain query plan ${s.sql}`)
          .all(...s.parameters)
          .map((r) => (r as { detail: string }).detail)
          .join('\n'),
      close: async () => {
        raw.close();
      },
    },
  };
}

async function pgRun(pool: pg.Pool, s: Bare): Promise<pg.QueryResult> {
  if (!s.settings?.length) return pool.query(s.sql, [...s.parameters]);
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of s.settings) await client.query(setting);
    const result = await client.query(s.sql, [...s.parameters]);
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

/** Listings in an existing bench schema (a schema of another size is made again). */
async function pgListings(admin: pg.Client): Promise<number | null> {
  try {
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from ${PG_SCHEMA}.properties`,
    );
    return Number(rows[0]!.n);
  } catch {
    return null;
  }
}

/** Listings in an existing bench file (a file of another size is made again). */
function sqliteListings(file: string): number | null {
  if (!existsSync(file)) return null;
  const raw = new SqliteDatabase(file, { readonly: true });
  try {
    return Number((raw.prepare('select count(*) as n from properties').get() as { n: number }).n);
  } catch {
    return null;
  } finally {
    raw.close();
  }
}

async function listingCount(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function fill(app: FastifyInstance, database: Db) {
  const existing = await listingCount(app);
  if (existing === PROPERTIES) return `reused ${existing.toLocaleString('en-IN')} listings`;
  const started = performance.now();
  await insertBulkListings(app, {
    count: PROPERTIES,
    owners: await bulkOwners(app),
    ...(database.info.engine === 'sqlite' ? { sqliteFile: path.join(BENCH_DIR, 'nivaas.db') } : {}),
    onProgress: (n) => process.stderr.write(`\rseeding ${n.toLocaleString('en-IN')}`),
    onIndexes: (built, of) => process.stderr.write(`\rindexes ${built} of ${of}      `),
  });
  // After such a load PostgreSQL's autovacuum would soon gather statistics and set the
  // visibility map (which lets counts read indexes only); do both now. SQLite gets the full
  // statistics seed-bulk gathers (the app's own `pragma optimize` samples fewer rows).
  await sql.raw(database.info.engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(app.db);
  process.stderr.write('\n');
  return `seeded ${PROPERTIES.toLocaleString('en-IN')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** The statements the API runs for the data of one page (the page, and the total on page 1). */
async function bareStatements(app: FastifyInstance, q: BenchQuery, url: string): Promise<Bare[]> {
  const query = propertySearchQuerySchema.parse(
    Object.fromEntries(new URL(url, 'http://x').searchParams),
  );
  const { criteria } = await resolveCriteria(app, query, async () => null);
  if (!criteria) throw new Error(`${q.name}: nothing can match`);
  const { db, info } = app.database;
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const asOf = cursor?.asOf ?? nowIso();
  const page = { sort: query.sort, asOf, after: cursor?.after ?? null, limit: query.limit };
  const statements: Bare[] = [];
  // The API first asks the trigram index how common the text is (search-properties.ts).
  if (wantsTextProbe(info.engine, criteria.text)) {
    statements.push(textProbeQuery(criteria.text).compile(db));
    criteria.textMatches = await probeTextMatches(db, criteria.text);
  }
  statements.push({
    ...pageQuery(db, info.engine, criteria, page).compile(),
    ...(nearestFirst(db, info.engine, criteria, page.sort)
      ? { settings: [NEAREST_FIRST_SETTING] }
      : {}),
  });
  if (!cursor)
    statements.push({
      ...countQuery(db, info.engine, criteria, { asOf }, COUNT_CAP).compile(),
      ...(countsNearby(db, info.engine, criteria, COUNT_CAP)
        ? { settings: [NEAREST_FIRST_SETTING] }
        : {}),
    });
  return statements;
}

async function urlOf(app: FastifyInstance, q: BenchQuery): Promise<string> {
  const url = `/api/properties/search?${new URLSearchParams(q.params)}`;
  if (!q.secondPage) return url;
  const first = await app.inject({ method: 'GET', url });
  const cursor = first.json<PropertySearchResult>().nextCursor;
  if (!cursor) throw new Error(`${q.name}: the first page is the last`);
  return `${url}&cursor=${cursor}`;
}

/** CPU time of this process since `from` (user + system), ms. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

async function measure(app: FastifyInstance, driver: Driver, q: BenchQuery): Promise<Figures> {
  const url = await urlOf(app, q);
  const bare = await bareStatements(app, q, url);
  const api: number[] = [];
  const sqlTimes: number[] = [];
  const apiCpuTimes: number[] = [];
  const sqlCpuTimes: number[] = [];
  let last: PropertySearchResult | null = null;
  // API and bare SQL take turns, so a busy machine slows both alike.
  let measuring = 0;
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    if (i === WARMUP) measuring = performance.now();
    else if (i > WARMUP && performance.now() - measuring > MAX_MS) break;
    let t = performance.now();
    let cpu = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url });
    const apiMs = performance.now() - t;
    const apiCpu = cpuMs(cpu);
    if (res.statusCode !== 200) throw new Error(`${q.name}: ${res.statusCode} ${res.body}`);
    t = performance.now();
    cpu = process.cpuUsage();
    await driver.run(bare);
    const sqlMs = performance.now() - t;
    const sqlCpu = cpuMs(cpu);
    if (i >= WARMUP) {
      api.push(apiMs);
      sqlTimes.push(sqlMs);
      apiCpuTimes.push(apiCpu);
      sqlCpuTimes.push(sqlCpu);
    } else if (i === 0) last = res.json<PropertySearchResult>();
  }
  if (args.plans)
    for (const s of bare) console.log(`\n${q.name}\n${s.sql}\n${await driver.plan(s)}`);
  return summarise(q.name, api, sqlTimes, last, { api: apiCpuTimes, sql: sqlCpuTimes });
}

/** The run's figures on one line, to compare runs (and machines) at a glance. */
function closingLine(engine: string, rows: readonly Figures[]): string {
  const budget = engine === 'postgres' ? 50 : 25;
  const worst = rows.reduce((w, r) => (r.api.p95 > w.api.p95 ? r : w), rows[0]!);
  const ratio = Math.max(...rows.map((r) => r.api.p95 / r.sql.p95));
  const within = rows.every((r) => r.api.p95 <= budget) && ratio <= 2;
  const each = rows.map((r) => r.api.p95.toFixed(1)).join('/');
  return `bench:search ${engine} listings=${PROPERTIES} load=${os.loadavg()[0]!.toFixed(2)} api-p95-ms=${each} worst=${worst.api.p95.toFixed(1)} ("${worst.name}") api/sql-max=${ratio.toFixed(2)} budget=${budget}ms ${within ? 'PASS' : 'FAIL'}`;
}

async function main() {
  const { database, driver, label } = await openDatabase();
  const config = loadConfig({
    APP_ENV: 'production',
    NODE_ENV: 'production',
    DATA_DIR: BENCH_DIR,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // Every request searches: production reuses a page for a second (decision 035), which
    // would make this a measure of that reuse (bench:http shows it) instead of the search.
    SEARCH_CACHE_MS: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const how = await fill(app, database);
    console.log(`Property search benchmark — ${label}, ${how}.`);
    console.log(
      `Up to ${ITERATIONS} requests per query (or ${args.seconds} s) after ${WARMUP} warm-up, one at a time (app.inject).`,
    );
    const rows: Figures[] = [];
    for (const q of BENCH_QUERIES)
      if (!args.only || q.name.includes(args.only)) rows.push(await measure(app, driver, q));
    console.log(formatTable(rows));
    if (database.info.engine === 'sqlite') console.log(formatCpuTable(rows));
    const mem = process.memoryUsage();
    console.log(
      `\nMemory: RSS ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB.`,
    );
    console.log(
      'Budget (design.md §7): SQLite p95 ≤ 25 ms at 100k listings, PostgreSQL ≤ 50 ms at 1M; API ≤ 2× bare SQL.',
    );
    console.log(closingLine(database.info.engine, rows));
  } finally {
    await app.close();
    await driver.close();
    await database.close();
    if (PG_URL && !args.keep) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${PG_SCHEMA} cascade`);
      await admin.end();
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
