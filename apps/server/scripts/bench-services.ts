// npm run bench:services [-- --services 50000 --iterations 200 --plans]
// Service search through the API against the bare SQL of the same statement, in the same run,
// on SQLite (data/bench/services.db, reused while it holds the asked number of services).
// Services are spread over the eight big cities like the demo's, Hyderabad the largest (30 %).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Insertable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  CITIES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_KEYS,
  SERVICE_PRICE_TYPES,
  WEEKDAYS,
  serviceInputSchema,
  type ServiceInput,
  type ServiceList,
} from '@nivaas/shared';
import { SQLITE_CACHE_MB } from '../src/db/client';
import type { Database } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { serviceRows } from '../src/modules/services/index';
import { createAccount } from '../src/modules/users/index';
import { prng } from './bulk-listings';
import { openSqliteBench } from './bench-sqlite-app';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    services: { type: 'string', default: '50000' },
    providers: { type: 'string', default: '5000' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    plans: { type: 'boolean', default: false },
  },
});
const SERVICES = Number(args.services);
const PROVIDERS = Number(args.providers);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const BENCH_DIR = path.resolve('data/bench');
const FILE = path.join(BENCH_DIR, 'services.db');
const ORIGIN = 'http://localhost:3000';
const CITY_WEIGHTS: Array<[string, number]> = [
  ['Hyderabad', 30],
  ['Bengaluru', 20],
  ['Vijayawada', 10],
  ['Guntur', 8],
  ['Visakhapatnam', 8],
  ['Chennai', 10],
  ['Pune', 8],
  ['Mumbai', 6],
];

function stored(): number | null {
  if (!existsSync(FILE)) return null;
  const raw = new SqliteDatabase(FILE, { readonly: true });
  try {
    return Number((raw.prepare('select count(*) as n from services').get() as { n: number }).n);
  } catch {
    return null;
  } finally {
    raw.close();
  }
}

function serviceOf(r: () => number, i: number): ServiceInput {
  let roll = r() * 100;
  const cityName = CITY_WEIGHTS.find(([, w]) => (roll -= w) < 0)?.[0] ?? 'Hyderabad';
  const city = CITIES.find((c) => c.name === cityName)!;
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
  const category = pick(SERVICE_CATEGORY_KEYS);
  const start = 7 + Math.floor(r() * 4);
  const localities =
    r() < 0.4
      ? []
      : Array.from({ length: 2 + Math.floor(r() * 5) }, () => pick(city.localities).slug);
  return {
    category,
    subcategory: pick(SERVICE_CATEGORIES[category]),
    title: `Service ${i}`,
    description: 'Trained staff, own tools, fixed price.',
    price: 200 + Math.floor(r() * 200) * 50,
    priceType: pick(SERVICE_PRICE_TYPES),
    availability: {
      days: WEEKDAYS.filter((d) => d === 'mon' || r() < 0.7),
      startTime: `${String(start).padStart(2, '0')}:00`,
      endTime: `${start + 8}:00`,
    },
    serviceLocations: [{ city: city.slug, subLocalities: [...new Set(localities)] }],
  };
}

async function fill(app: FastifyInstance): Promise<string> {
  const started = performance.now();
  const first = await createAccount(app, {
    email: 'bench-provider@nivaas.local',
    password: `${newId()}Aa1!`,
    firstName: 'Bench',
    lastName: 'Provider',
    role: 'service-provider',
    emailVerified: true,
  });
  const template = await app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', first)
    .executeTakeFirstOrThrow();
  const r = prng(12);
  const now = Date.now();
  await app.db.transaction().execute(async (trx) => {
    const providers = [first];
    for (let i = 1; i < PROVIDERS; i += 500) {
      const users = Array.from({ length: Math.min(500, PROVIDERS - i) }, (_, k) => ({
        ...template,
        id: newId(),
        email: `bench-provider-${i + k}@nivaas.local`,
        name: `Provider ${i + k}`,
      }));
      await trx.insertInto('users').values(users).execute();
      providers.push(...users.map((u) => u.id));
    }
    for (let i = 0; i < SERVICES; i += 200) {
      const rows = Array.from({ length: Math.min(200, SERVICES - i) }, (_, k) => {
        const reviews = r() < 0.2 ? 0 : Math.floor(r() * 60);
        return serviceRows(
          providers[Math.floor(r() * providers.length)]!,
          serviceInputSchema.parse(serviceOf(r, i + k)),
          new Date(now - Math.floor(r() * 365 * 86_400_000)).toISOString(),
          { rating: reviews === 0 ? 0 : Math.round((3 + r() * 2) * 10) / 10, reviewCount: reviews },
        );
      });
      await trx
        .insertInto('services')
        .values(rows.map((x) => x.service))
        .execute();
      await trx
        .insertInto('service_locations')
        .values(rows.flatMap((x) => x.locations))
        .execute();
    }
  });
  await sql`analyze`.execute(app.db);
  return `seeded ${SERVICES.toLocaleString('en-IN')} services of ${PROVIDERS.toLocaleString('en-IN')} providers in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/**
 * Held bookings for the next 14 days (what "available on a date" counts): half the providers
 * have one to four on three days in ten. Rows as the service-bookings slice stores them.
 */
async function fillBookings(app: FastifyInstance): Promise<string> {
  const r = prng(13);
  const services = await app.db
    .selectFrom('services')
    .select(['id', 'providerId', 'startTime'])
    .execute();
  const byProvider = new Map<string, (typeof services)[number]>();
  for (const s of services) byProvider.set(s.providerId, s);
  const customer = services[0]!.providerId;
  const now = new Date().toISOString();
  const rows: Insertable<Database['service_bookings']>[] = [];
  for (const s of byProvider.values()) {
    if (r() < 0.5) continue;
    for (let day = 0; day < 14; day++) {
      if (r() >= 0.3) continue;
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const start = Number(s.startTime.slice(0, 2));
      for (let k = 0, n = 1 + Math.floor(r() * 4); k < n; k++) {
        const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
        rows.push({
          id: newId(),
          serviceId: s.id,
          providerId: s.providerId,
          userId: customer,
          propertyId: null,
          ownerId: null,
          status: r() < 0.5 ? 'pending' : 'confirmed',
          date,
          timeSlot: `${hh(start + k)}-${hh(start + k + 1)}`,
          description: null,
          price: 500,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  await app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('service_bookings')
        .values(rows.slice(i, i + 500))
        .execute();
  });
  await sql`analyze`.execute(app.db);
  return `${rows.length.toLocaleString('en-IN')} held bookings in the next 14 days`;
}

type Bare = { sql: string; parameters: readonly unknown[] };

/** The statement the search runs (modules/services/service-search.repository.ts), written out. */
function bare(where: string[], parameters: unknown[], order: string, limit = 21): Bare {
  return {
    sql: `select "services".*, "users"."firstName", "users"."lastName", "users"."avatarUrl" from "services" inner join "users" on "users"."id" = "services"."providerId" where "services"."listed" = ?${where.map((w) => ` and ${w}`).join('')} order by ${order} limit ?`,
    parameters: [1, ...parameters, limit],
  };
}
// A big place is matched per service, a small one read whole (FEW_IN_PLACE); the count first.
const inCity = `exists (select 1 as "one" from "service_locations" where "city" = ? and "service_locations"."serviceId" = "services"."id")`;
const inLocality = `exists (select 1 as "one" from "service_locations" where "city" = ? and "locality" in (?, ?) and "service_locations"."serviceId" = "services"."id")`;
const smallCity = `"services"."id" in (select "serviceId" from "service_locations" where "city" = ?)`;
const countCity: Bare = {
  sql: `select count(*) as "n" from (select 1 as "one" from "service_locations" where "city" = ? limit ?) as "places"`,
  parameters: [],
};
const sized = (city: string, b: Bare): Bare[] => [{ ...countCity, parameters: [city, 2001] }, b];
const sizedLocality = (city: string, locality: string, b: Bare): Bare[] => [
  {
    sql: `select count(*) as "n" from (select 1 as "one" from "service_locations" where "city" = ? and "locality" in (?, ?) limit ?) as "places"`,
    parameters: [city, locality, '*', 2001],
  },
  b,
];
const notFullyBooked = `"services"."slotCount" > (select count(*) from service_bookings b where b."providerId" = "services"."providerId" and b.date = ? and b.status in ('pending', 'confirmed') and substr(b."timeSlot", 1, 5) >= "services"."startTime" and substr(b."timeSlot", 1, 5) < "services"."endTime")`;
// The best-rated order sorts by the Bayesian rank score (decision 038).
const BY_RATING = `"services"."rankScore" desc, "services"."id" desc`;

/** The next Saturday, as a date. */
const saturday = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
})();

async function main() {
  const { app, raw, prepare, close } = await openSqliteBench({
    dir: BENCH_DIR,
    file: FILE,
    origin: ORIGIN,
    fresh: stored() !== SERVICES,
  });
  try {
    let how =
      stored() === SERVICES
        ? `reused ${SERVICES.toLocaleString('en-IN')} services`
        : await fill(app);
    const booked = Number(
      (raw.prepare('select count(*) as n from service_bookings').get() as { n: number }).n,
    );
    how += `; ${booked > 0 ? `${booked.toLocaleString('en-IN')} held bookings` : await fillBookings(app)}`;
    const count = (q: string, ...p: unknown[]) =>
      Number((raw.prepare(q).get(...p) as { n: number }).n);
    const hyderabad =
      count(
        `select count(*) as n from service_locations where city = ? and locality = '*'`,
        'hyderabad',
      ) +
      count(
        `select count(distinct "serviceId") as n from service_locations where city = ? and locality <> '*'`,
        'hyderabad',
      );
    // Page 2 of a city by newest: the cursor the first page gave.
    const first = await app.inject({ method: 'GET', url: '/api/services?city=mumbai&sort=newest' });
    const firstPage = first.json<ServiceList>();
    const last = firstPage.items.at(-1)!;

    const cases: Array<{ name: string; url: string; bare: Bare[] }> = [
      {
        name: 'everyone, by rating',
        url: '/api/services',
        bare: [bare([], [], BY_RATING)],
      },
      {
        name: 'Hyderabad, cleaning, by rating',
        url: '/api/services?city=hyderabad&category=cleaning',
        bare: sized(
          'hyderabad',
          bare([`"services"."category" = ?`, inCity], ['cleaning', 'hyderabad'], BY_RATING),
        ),
      },
      {
        name: 'Pune, plumbing, ₹200–800, cheapest first',
        url: '/api/services?city=pune&subcategory=plumbing&minPrice=200&maxPrice=800&sort=price-asc',
        bare: sized(
          'pune',
          bare(
            [
              `"services"."subcategory" = ?`,
              `"services"."price" >= ?`,
              `"services"."price" <= ?`,
              inCity,
            ],
            ['plumbing', 200, 800, 'pune'],
            `"services"."price" asc, "services"."id" asc`,
          ),
        ),
      },
      {
        name: 'Gachibowli, rating ≥ 4.5, on a Saturday',
        url: `/api/services?city=hyderabad&locality=gachibowli&minRating=4.5&availableOn=${saturday}`,
        bare: sizedLocality(
          'hyderabad',
          'gachibowli',
          bare(
            [
              `"services"."rating" >= ?`,
              inLocality,
              `("services"."availabilityDays" & ?) <> 0`,
              notFullyBooked,
            ],
            [4.5, 'hyderabad', 'gachibowli', '*', 32, saturday],
            BY_RATING,
          ),
        ),
      },
      {
        name: 'moving, dearest first',
        url: '/api/services?category=moving&sort=price-desc',
        bare: [
          bare(
            [`"services"."category" = ?`],
            ['moving'],
            `"services"."price" desc, "services"."id" desc`,
          ),
        ],
      },
      {
        name: 'Mumbai, newest, page 2',
        url: `/api/services?city=mumbai&sort=newest&cursor=${firstPage.nextCursor}`,
        bare: sized(
          'mumbai',
          bare(
            [inCity, `("services"."createdAt", "services"."id") < (?, ?)`],
            ['mumbai', last.createdAt, last.id],
            `"services"."createdAt" desc, "services"."id" desc`,
          ),
        ),
      },
      {
        name: 'a city with no services (Tirupati)',
        url: '/api/services?city=tirupati',
        bare: sized('tirupati', bare([smallCity], ['tirupati'], BY_RATING)),
      },
    ];
    console.log(
      `Services benchmark — SQLite (${path.relative(process.cwd(), FILE)}, cache ${SQLITE_CACHE_MB} MB), ${how}; ${hyderabad.toLocaleString('en-IN')} in Hyderabad.`,
    );
    console.log(
      `${ITERATIONS} requests per case after ${WARMUP} warm-up, one at a time (app.inject, anonymous: search is public), API and bare SQL in turns; load average at start ${loadavg()[0]!.toFixed(1)}.`,
    );
    console.log('\n| case | rows | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 |');
    console.log('|---|---|---|---|---|---|---|');
    for (const c of cases) {
      const api: number[] = [];
      const sqlTimes: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const out = await app.inject({ method: 'GET', url: c.url });
        const a = performance.now() - t;
        if (out.statusCode !== 200) throw new Error(`${c.name}: ${out.statusCode} ${out.body}`);
        t = performance.now();
        let bareRows: unknown[] = [];
        for (const b of c.bare) bareRows = prepare(b.sql).all(...b.parameters);
        const b = performance.now() - t;
        if (i >= WARMUP) {
          api.push(a);
          sqlTimes.push(b);
        }
        if (i === 0) {
          rows = out.json<ServiceList>().items.length;
          if (Math.min(bareRows.length, 20) !== rows)
            throw new Error(
              `${c.name}: the API gave ${rows} rows, the bare SQL ${bareRows.length}`,
            );
        }
      }
      if (args.plans)
        for (const b of c.bare)
          console.log(
            `\n${c.name}\n${b.sql}\n${raw
              .prepare(`explain query plan ${b.sql}`)
              .all(...b.parameters)
              .map((p) => (p as { detail: string }).detail)
              .join('\n')}`,
          );
      api.sort((x, y) => x - y);
      sqlTimes.sort((x, y) => x - y);
      const ms = (v: number) => v.toFixed(2);
      console.log(
        `| ${c.name} | ${rows} | ${ms(percentile(api, 50))} | ${ms(percentile(api, 95))} | ${ms(percentile(sqlTimes, 50))} | ${ms(percentile(sqlTimes, 95))} | ${(percentile(api, 50) / percentile(sqlTimes, 50)).toFixed(1)}× |`,
      );
    }
    console.log('\nBudget (issue 12): 50,000 services on SQLite, a search page p95 ≤ 25 ms.');
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
