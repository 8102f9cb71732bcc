// npm run bench:saved-searches [-- --searches 100000 --iterations 300] [-- --database-url postgres://…]
// Matching a new listing against saved searches (decision 055): the criteria index finds the
// candidates, code judges the rest. A fresh database each run (SQLite in a temporary directory,
// or a schema of its own on PostgreSQL, dropped after); the whole scan of every search is the
// baseline, measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import {
  CITIES,
  FURNISHINGS,
  parseSavedSearchQuery,
  PROPERTY_TYPES,
  type SavedSearchAlertMode,
} from '@nivaas/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { createAccount } from '../src/modules/users/index';
import {
  explainCandidates,
  findMatchingSearches,
  indexedCriteria,
  matchesRest,
  type ListingToMatch,
} from '../src/modules/saved-searches/index';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    'database-url': { type: 'string' },
  },
});
const SEARCHES = Number(args.searches);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const DATABASE_URL = args['database-url'];

/** A fixed seed: the same searches and listings every run. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Big cities get most searches (rank r weighs 1/r): the busiest city is the worst case. */
const cities = CITIES;
const weights = cities.map((_, i) => 1 / (i + 1));
const total = weights.reduce((a, b) => a + b, 0);
function weightedCity() {
  let r = random() * total;
  for (let i = 0; i < cities.length; i++) if ((r -= weights[i]!) <= 0) return cities[i]!;
  return cities[0]!;
}

/**
 * A seeker's search as people make them: almost always a city and a kind (rent or buy), mostly a
 * budget, a locality and a BHK count; now and then furnishing or pets.
 */
function randomQuery(): string {
  const p = new URLSearchParams();
  const city = weightedCity();
  const inCity = random() > 0.02;
  if (inCity) p.set('city', city.name);
  const kind = random();
  const listingType = kind < 0.8 ? 'rent' : kind < 0.95 ? 'sale' : undefined;
  if (listingType) p.set('listingType', listingType);
  if (random() < 0.6) p.set('type', pick(PROPERTY_TYPES));
  const scale = listingType === 'sale' ? 200 : 1;
  if (random() < 0.8) p.set('maxPrice', String(Math.round(8_000 + random() * 50_000) * scale));
  if (random() < 0.3) p.set('minPrice', String(Math.round(random() * 10_000) * scale));
  if (random() < 0.6) p.set('bedrooms', String(1 + Math.floor(random() * 3)));
  if (random() < 0.2) p.set('furnishing', pick(FURNISHINGS));
  if (random() < 0.1) p.set('petFriendly', 'true');
  if (inCity && random() < 0.6 && city.localities.length > 0)
    p.set('locality', pick(city.localities).name);
  return p.toString();
}

function randomListing(ownerId: string, cityIndex: number): ListingToMatch {
  const city = cities[cityIndex]!;
  const locality = pick(city.localities);
  const sale = random() < 0.15;
  return {
    id: newId(),
    ownerId,
    title: `${1 + Math.floor(random() * 4)} BHK in ${locality.name}`,
    description: 'Bright, airy home near the market and the metro.',
    listingType: sale ? 'sale' : 'rent',
    type: pick(PROPERTY_TYPES),
    state: city.state,
    city: city.name,
    sublocality: locality.name,
    latitude: locality.lat,
    longitude: locality.lng,
    price: sale
      ? Math.round(2_000_000 + random() * 8_000_000)
      : Math.round(8_000 + random() * 40_000),
    bedrooms: 1 + Math.floor(random() * 4),
    bathrooms: 1 + Math.floor(random() * 3),
    furnishing: pick(FURNISHINGS),
    petFriendly: random() < 0.3,
    genderPreference: 'any',
    accommodationType: 'family',
    roomSharing: 'single',
    messAvailable: false,
    availableFrom: null,
    amenities: ['parking', 'lift'],
  };
}

async function openDatabase() {
  if (!DATABASE_URL) {
    const dir = mkdtempSync(path.join(tmpdir(), 'nivaas-bench-saved-'));
    return {
      engine: 'SQLite',
      dir,
      database: createDb({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `bench_saved_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  return {
    engine: 'PostgreSQL',
    dir: mkdtempSync(path.join(tmpdir(), 'nivaas-bench-saved-')),
    database: createDb({ databaseUrl: DATABASE_URL, dataDir: tmpdir(), pgSchema: schema }),
    drop: async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`drop schema "${schema}" cascade`);
      await c.end();
    },
  };
}

async function main() {
  const { engine, dir, database, drop } = await openDatabase();
  await migrateToLatest(database);
  const config = loadConfig({
    APP_ENV: 'production',
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SAVED_SEARCH_DIGEST_INTERVAL_MS: '0',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const seekers: string[] = [];
    for (let i = 0; i < 20; i++)
      seekers.push(
        await createAccount(app, {
          email: `bench-seeker-${i}@nivaas.local`,
          password: `${newId()}Aa1!`,
          firstName: 'Bench',
          lastName: `Seeker ${i}`,
          role: 'tenant',
          emailVerified: true,
        }),
      );
    const filling = performance.now();
    const at = new Date().toISOString();
    for (let start = 0; start < SEARCHES; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(SEARCHES, start + 500); i++) {
        const query = randomQuery();
        const parsed = parseSavedSearchQuery(query);
        if (!parsed.success) throw new Error(`bad query ${query}`);
        const mode = random();
        const alertMode: SavedSearchAlertMode =
          mode < 0.6 ? 'instant' : mode < 0.9 ? 'daily' : 'off';
        rows.push({
          id: newId(),
          userId: seekers[i % seekers.length]!,
          name: `Search ${i}`,
          query,
          alertMode,
          ...indexedCriteria(parsed.data),
          createdAt: at,
          updatedAt: at,
        });
      }
      await app.db.insertInto('saved_searches').values(rows).execute();
    }
    await sql.raw('analyze').execute(app.db);
    console.log(
      `Saved-search matching — ${engine}, ${SEARCHES.toLocaleString('en-IN')} saved searches (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s); ${ITERATIONS} new listings per row after ${WARMUP} warm-up, one at a time.`,
    );
    console.log(
      `Load average at start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (2 cores).`,
    );
    console.log(
      '\n| listings in | candidates (one listing) | matches (median) | p50 ms | p95 ms | p99 ms | CPU p50 ms | CPU p95 ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const closing: string[] = [];
    const cases = [
      { name: `${cities[0]!.name} (busiest city)`, city: 0 },
      { name: `${cities[9]!.name} (10th busiest)`, city: 9 },
    ];
    for (const c of cases) {
      const times: number[] = [];
      const cpu: number[] = [];
      const candidates: number[] = [];
      const matches: number[] = [];
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        const listing = randomListing('bench-owner', c.city);
        const t = performance.now();
        const c0 = process.cpuUsage();
        const found = await findMatchingSearches(app.db, listing);
        const used = process.cpuUsage(c0);
        const ms = performance.now() - t;
        if (i >= WARMUP) {
          times.push(ms);
          cpu.push((used.user + used.system) / 1000);
          matches.push(found.length);
        }
        if (i === WARMUP) {
          const n = await app.db
            .selectFrom('saved_searches')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('city', 'in', [listing.city, ''])
            .where('locality', 'in', [listing.sublocality, ''])
            .where('listingType', 'in', [listing.listingType, ''])
            .where('propertyType', 'in', [listing.type, ''])
            .where('alertMode', 'in', ['instant', 'daily'])
            .where('maxPrice', '>=', listing.price ?? 0)
            .executeTakeFirstOrThrow();
          candidates.push(Number(n.n));
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      matches.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(2));
      const [c50, c95] = [50, 95].map((p) => percentile(cpu, p).toFixed(2));
      console.log(
        `| ${c.name} | ${candidates[0]} | ${percentile(matches, 50)} | ${p50} | ${p95} | ${p99} | ${c50} | ${c95} |`,
      );
      closing.push(`${c.name}: p95 ${p95} ms (CPU ${c95} ms)`);
    }

    // Baseline: every saved search read and judged in code, as without the index.
    const scans: number[] = [];
    for (let i = 0; i < 5; i++) {
      const listing = randomListing('bench-owner', 0);
      const t = performance.now();
      const rows = await app.db.selectFrom('saved_searches').selectAll().execute();
      let n = 0;
      for (const row of rows) {
        const filters = row.filters === '' ? {} : (JSON.parse(row.filters) as object);
        if (row.alertMode !== 'off' && matchesRest(filters, listing, null)) n++;
      }
      scans.push(performance.now() - t);
      if (n < 0) console.log(n);
    }
    scans.sort((a, b) => a - b);
    console.log(
      `| baseline: read and judge all ${SEARCHES.toLocaleString('en-IN')} | ${SEARCHES} | — | ${percentile(scans, 50).toFixed(0)} | ${percentile(scans, 95).toFixed(0)} | — | — | — |`,
    );
    console.log(
      `Load average at end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
    );
    const sample = randomListing('bench-owner', 0);
    console.log('\nPlan of the candidate query (a listing in the busiest city):');
    console.log(
      await explainCandidates(app.db, DATABASE_URL ? 'postgres' : 'sqlite', {
        city: sample.city,
        locality: sample.sublocality,
        listingType: sample.listingType,
        propertyType: sample.type,
        price: sample.price,
        bedrooms: sample.bedrooms,
      }),
    );
    console.log(`\nbench:saved-searches (${engine}) — ${closing.join('; ')}`);
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
