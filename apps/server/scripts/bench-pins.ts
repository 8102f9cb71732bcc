// npm run bench:pins [-- --properties 100000 --iterations 200]
// The search map's pins endpoint (GET /api/properties/search/pins) on the SQLite bench data of
// bench:search (data/bench/nivaas.db, made or reused as that script does), one request at a time.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { PropertyPins } from '@nivaas/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { bulkOwners, insertBulkListings } from './bulk-listings';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
  },
});
const PROPERTIES = Number(args.properties);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const BENCH_DIR = path.resolve('data/bench');

const QUERIES: { name: string; params: Record<string, string> }[] = [
  { name: 'Hyderabad rentals', params: { city: 'Hyderabad', listingType: 'rent' } },
  {
    name: 'Hyderabad rentals, ₹15–40k, 2+ bedrooms',
    params: {
      city: 'Hyderabad',
      listingType: 'rent',
      minPrice: '15000',
      maxPrice: '40000',
      bedrooms: '2',
    },
  },
  {
    name: 'Chennai rentals, cheapest first',
    params: { city: 'Chennai', listingType: 'rent', sort: 'price-asc' },
  },
  { name: 'everything (capped)', params: {} },
];

async function main() {
  const database = createDb({ dataDir: BENCH_DIR });
  await migrateToLatest(database);
  const config = loadConfig({
    APP_ENV: 'production',
    NODE_ENV: 'production',
    DATA_DIR: BENCH_DIR,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const row = await app.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) !== PROPERTIES) {
      if (Number(row.n) > 0)
        throw new Error(
          `data/bench holds ${row.n} listings; run bench:search with this size first`,
        );
      await insertBulkListings(app, {
        count: PROPERTIES,
        owners: await bulkOwners(app),
        sqliteFile: path.join(BENCH_DIR, 'nivaas.db'),
      });
      await sql.raw('analyze').execute(app.db);
    }
    console.log(
      `Map pins benchmark — SQLite (data/bench/nivaas.db), ${PROPERTIES.toLocaleString('en-IN')} listings; ${ITERATIONS} requests per query after ${WARMUP} warm-up, one at a time (app.inject).`,
    );
    console.log(
      '\n| query | total | pins | capped | p50 ms | p95 ms | p99 ms | body KB | gzip KB |',
    );
    console.log('|---|---:|---:|---|---:|---:|---:|---:|---:|');
    const closing: string[] = [];
    for (const q of QUERIES) {
      const url = `/api/properties/search/pins?${new URLSearchParams(q.params)}`;
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url });
        const ms = performance.now() - t;
        if (res.statusCode !== 200) throw new Error(`${q.name}: ${res.statusCode} ${res.body}`);
        if (i >= WARMUP) times.push(ms);
        body = res.body;
      }
      times.sort((a, b) => a - b);
      const result = JSON.parse(body) as PropertyPins;
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `| ${q.name} | ${result.total} | ${result.pins.length} | ${result.capped ? 'yes' : 'no'} | ${p50} | ${p95} | ${p99} | ${kb(Buffer.byteLength(body))} | ${kb(gzipSync(body).length)} |`,
      );
      closing.push(`${q.name}: p50 ${p50} p95 ${p95} ms`);
    }
    console.log(`\nbench:pins — ${closing.join('; ')}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
