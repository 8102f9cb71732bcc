// npm run bench:roommates [-- --profiles 100000 --iterations 200 --plans]
// Roommate search and recommendations through the API against the bare SQL of the same
// statements, in the same run, on SQLite (data/bench/roommates.db, reused while it holds the
// asked number of profiles). Profiles are spread over the eight big cities like the demo's, so
// Hyderabad holds about 30 % of them: the worst case of a city's candidates.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  CITIES,
  CLEANLINESS_LEVELS,
  FOOD_PREFERENCES,
  roommateProfileInputSchema,
  type RoommateProfileInput,
} from '@nivaas/shared';
import { SQLITE_CACHE_MB } from '../src/db/client';
import { newId } from '../src/lib/ids';
import { roommateProfileRow } from '../src/modules/roommates/index';
import { createAccount } from '../src/modules/users/index';
import { prng } from './bulk-listings';
import { openSqliteBench } from './bench-sqlite-app';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    plans: { type: 'boolean', default: false },
  },
});
const PROFILES = Number(args.profiles);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const BENCH_DIR = path.resolve('data/bench');
const FILE = path.join(BENCH_DIR, 'roommates.db');
const ORIGIN = 'http://localhost:3000';
const PASSWORD = `${newId()}Aa1!`;
const SEEKER = 'bench-roommate@nivaas.local';
const SCORING = [
  'userId',
  'updatedAt',
  'budgetMin',
  'budgetMax',
  'preferredLocations',
  'smoking',
  'pets',
  'drinking',
  'foodPreference',
  'cleanliness',
];
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
    return Number(
      (raw.prepare('select count(*) as n from roommate_profiles').get() as { n: number }).n,
    );
  } catch {
    return null;
  } finally {
    raw.close();
  }
}

function profileOf(r: () => number, i: number): RoommateProfileInput {
  let roll = r() * 100;
  const cityName = CITY_WEIGHTS.find(([, w]) => (roll -= w) < 0)?.[0] ?? 'Hyderabad';
  const city = CITIES.find((c) => c.name === cityName)!;
  const pick = <T>(items: readonly T[]) => items[Math.floor(r() * items.length)]!;
  const low = 3000 + Math.floor(r() * 40) * 500;
  const hasRoom = r() < 0.35;
  const capacity = 2 + Math.floor(r() * 4);
  return {
    firstName: `Person ${i}`,
    budget: { min: low, max: low + 2000 + Math.floor(r() * 16) * 500 },
    preferredLocations: [pick(city.localities).name, pick(city.localities).name],
    lifestyle: {
      smoking: r() < 0.15,
      pets: r() < 0.2,
      drinking: r() < 0.3,
      foodPreference: pick(FOOD_PREFERENCES),
      cleanliness: pick(CLEANLINESS_LEVELS),
    },
    state: city.state,
    city: cityName,
    gender: r() < 0.5 ? 'female' : 'male',
    age: 18 + Math.floor(r() * 17),
    isStudentMode: r() < 0.4,
    alreadyHasRoom: hasRoom,
    ...(hasRoom
      ? {
          roomDetails: {
            roomRent: low,
            maximumCapacity: capacity,
            numberOfRoommatesLiving: Math.floor(r() * capacity),
          },
        }
      : {}),
  };
}

async function fill(app: FastifyInstance): Promise<string> {
  const started = performance.now();
  const seeker = await createAccount(app, {
    email: SEEKER,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'Seeker',
    role: 'tenant',
    emailVerified: true,
  });
  const template = await app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', seeker)
    .executeTakeFirstOrThrow();
  const r = prng(11);
  const now = Date.now();
  await app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < PROFILES; i += 500) {
      const users = Array.from({ length: Math.min(500, PROFILES - i) }, (_, k) => ({
        ...template,
        id: newId(),
        email: `bench-roommate-${i + k}@nivaas.local`,
        name: `Person ${i + k}`,
      }));
      await trx.insertInto('users').values(users).execute();
      const rows = users.map((u, k) =>
        roommateProfileRow(
          u.id,
          roommateProfileInputSchema.parse(profileOf(r, i + k)),
          new Date(now - Math.floor(r() * 365 * 86_400_000)).toISOString(),
        ),
      );
      await trx.insertInto('roommate_profiles').values(rows).execute();
    }
  });
  await sql`analyze`.execute(app.db);
  return `seeded ${PROFILES.toLocaleString('en-IN')} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

type Bare = { sql: string; parameters: readonly unknown[] };

async function main() {
  const { app, raw, prepare, close } = await openSqliteBench({
    dir: BENCH_DIR,
    file: FILE,
    origin: ORIGIN,
    fresh: stored() !== PROFILES,
  });
  try {
    const how =
      stored() === PROFILES
        ? `reused ${PROFILES.toLocaleString('en-IN')} profiles`
        : await fill(app);
    const ctx = await app.auth.$context;
    await app.db
      .updateTable('accounts')
      .set({ password: await ctx.password.hash(PASSWORD) })
      .where('providerId', '=', 'credential')
      .execute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: SEEKER, password: PASSWORD },
    });
    const set = res.headers['set-cookie'];
    const cookie = (Array.isArray(set) ? set : [set ?? '']).map((c) => c.split(';')[0]).join('; ');
    const me = (
      await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', SEEKER)
        .executeTakeFirstOrThrow()
    ).id;
    // The seeker's own profile: Hyderabad, the city with the most candidates.
    const mine = await app.inject({
      method: 'PUT',
      url: '/api/me/roommate-profile',
      headers: { origin: ORIGIN, cookie },
      payload: {
        state: 'Telangana',
        city: 'Hyderabad',
        budget: { min: 8000, max: 15000 },
        preferredLocations: ['Madhapur', 'Gachibowli', 'Kondapur'],
        lifestyle: { foodPreference: 'vegetarian', cleanliness: 'clean' },
      },
    });
    if (mine.statusCode !== 200) throw new Error(`profile: ${mine.statusCode} ${mine.body}`);
    const inCity = Number(
      (
        raw
          .prepare('select count(*) as n from roommate_profiles where city = ?')
          .get('Hyderabad') as { n: number }
      ).n,
    );

    const open = `"paused" = ? and "userId" != ?`;
    const order = `order by "updatedAt" desc, "userId" desc`;
    const scoring = SCORING.map((c) => `"${c}"`).join(', ');
    // The profiles a page shows, read whole: as many of the newest as it shows.
    const someIds = (
      await app.db.selectFrom('roommate_profiles').select('userId').limit(20).execute()
    ).map((r) => r.userId);
    const whole = (n: number): Bare => ({
      sql: `select * from "roommate_profiles" where "userId" in (${someIds
        .slice(0, n)
        .map(() => '?')
        .join(', ')})`,
      parameters: someIds.slice(0, n),
    });
    const own: Bare = {
      sql: 'select * from "roommate_profiles" where "userId" = ?',
      parameters: [me],
    };
    const cases: Array<{ name: string; url: string; bare: Bare[] }> = [
      {
        name: 'recommendations (Hyderabad)',
        url: '/api/roommates/recommendations',
        bare: [
          own,
          {
            sql: `select ${scoring} from "roommate_profiles" where ${open} and "city" = ? and "budgetMax" >= ? and 2 * "budgetMin" - "budgetMax" <= ? ${order} limit ?`,
            parameters: [0, me, 'Hyderabad', 8000 - 7500, 30000, 500],
          },
          whole(5),
        ],
      },
      {
        name: 'search: city, budget, 2+ spots, no smoking',
        url: '/api/roommates?city=Hyderabad&budgetMin=8000&budgetMax=15000&capacity=2%2B&substance=no-smoking',
        bare: [
          {
            sql: `select * from "roommate_profiles" where ${open} and "city" = ? and "budgetMin" <= ? and "budgetMax" >= ? and "freeSpots" >= ? and "smoking" = ? ${order} limit ?`,
            parameters: [0, me, 'Hyderabad', 15000, 8000, 2, 0, 21],
          },
        ],
      },
      {
        name: 'search: state, students, women 20–25',
        url: '/api/roommates?state=Andhra%20Pradesh&studentMode=true&gender=female&ageMin=20&ageMax=25',
        bare: [
          {
            sql: `select * from "roommate_profiles" where ${open} and "state" = ? and "isStudentMode" = ? and "gender" = ? and "age" >= ? and "age" <= ? ${order} limit ?`,
            parameters: [0, me, 'Andhra Pradesh', 1, 'female', 20, 25, 21],
          },
        ],
      },
      {
        name: 'search: everyone, newest first',
        url: '/api/roommates',
        bare: [
          {
            sql: `select * from "roommate_profiles" where ${open} ${order} limit ?`,
            parameters: [0, me, 21],
          },
        ],
      },
      {
        name: 'search: Hyderabad by compatibility',
        url: '/api/roommates?city=Hyderabad&sort=compatibility',
        bare: [
          own,
          {
            sql: `select ${scoring} from "roommate_profiles" where ${open} and "city" = ? ${order} limit ?`,
            parameters: [0, me, 'Hyderabad', 1000],
          },
          whole(20),
        ],
      },
    ];
    console.log(
      `Roommates benchmark — SQLite (${path.relative(process.cwd(), FILE)}, cache ${SQLITE_CACHE_MB} MB), ${how}; ${inCity.toLocaleString('en-IN')} in Hyderabad.`,
    );
    console.log(
      `${ITERATIONS} requests per case after ${WARMUP} warm-up, one at a time (app.inject, signed in), API and bare SQL in turns; load average at start ${loadavg()[0]!.toFixed(1)}.`,
    );
    console.log('\n| case | rows | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 |');
    console.log('|---|---|---|---|---|---|---|');
    for (const c of cases) {
      const api: number[] = [];
      const bare: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        let t = performance.now();
        const out = await app.inject({ method: 'GET', url: c.url, headers: { cookie } });
        const a = performance.now() - t;
        if (out.statusCode !== 200) throw new Error(`${c.name}: ${out.statusCode} ${out.body}`);
        t = performance.now();
        for (const s of c.bare) prepare(s.sql).all(...s.parameters);
        const b = performance.now() - t;
        if (i >= WARMUP) {
          api.push(a);
          bare.push(b);
        }
        if (i === 0) rows = (out.json<{ items: unknown[] }>().items ?? []).length;
      }
      if (args.plans)
        for (const s of c.bare)
          console.log(
            `\n${c.name}\n${s.sql}\n${raw
              .prepare(`explain query plan ${s.sql}`)
              .all(...s.parameters)
              .map((p) => (p as { detail: string }).detail)
              .join('\n')}`,
          );
      api.sort((x, y) => x - y);
      bare.sort((x, y) => x - y);
      const ms = (v: number) => v.toFixed(2);
      console.log(
        `| ${c.name} | ${rows} | ${ms(percentile(api, 50))} | ${ms(percentile(api, 95))} | ${ms(percentile(bare, 50))} | ${ms(percentile(bare, 95))} | ${(percentile(api, 50) / percentile(bare, 50)).toFixed(1)}× |`,
      );
    }
    console.log(
      '\nBudget (issue "Roommates"): 100,000 profiles on SQLite, recommendations p95 ≤ 50 ms, a filtered search page p95 ≤ 25 ms.',
    );
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
