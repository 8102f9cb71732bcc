// npm run bench:ledger [-- --stays 10000 --months 24 --iterations 300] [-- --database-url postgres://…/bench_ledger]
// An owner's dues through the API (GET /api/rent-ledger/dues?as=owner, a page of 50) against
// the bare SQL of the same statement, in the same run. SQLite by default (data/bench/ledger.db,
// made afresh); with --database-url, PostgreSQL in that database (made if missing, never "test"),
// schema "ledger" made afresh. One owner has every stay: the worst case of an owner's list
// (decision 042).
import path from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type Insertable } from 'kysely';
import { addDaysToDate, addMonthsToDate, kolkataDate, scheduleDues } from '@nivaas/shared';
import type { Database } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { createAccount } from '../src/modules/users/index';
import { insertBulkListings } from './bulk-listings';
import { openBench } from './bench-sqlite-app';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    stays: { type: 'string', default: '10000' },
    months: { type: 'string', default: '24' },
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    'database-url': { type: 'string' },
  },
});
const STAYS = Number(args.stays);
const MONTHS = Number(args.months);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const DATABASE_URL = args['database-url'];
const DIR = path.resolve('data/bench');
const FILE = path.join(DIR, 'ledger.db');
const ORIGIN = 'http://localhost:3000';
const PASSWORD = `${newId()}Aa1!`;

const bench = await openBench({
  dir: DIR,
  file: path.relative(process.cwd(), FILE),
  origin: ORIGIN,
  databaseUrl: DATABASE_URL,
  schema: 'ledger',
});
const { app, engine } = bench;
const postgres = app.database.info.engine === 'postgres';
const account = (email: string, role: 'owner' | 'tenant') =>
  createAccount(app, {
    email,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: role,
    role,
    emailVerified: true,
  });
const owner = await account('bench-ledger-owner@nivaas.local', 'owner');
const tenant = await account('bench-ledger-tenant@nivaas.local', 'tenant');
await insertBulkListings(app, {
  count: 200,
  owners: [owner],
  ...(postgres ? {} : { sqliteFile: FILE }),
});
const listings = (await app.db.selectFrom('properties').select('id').execute()).map((p) => p.id);

// The stays go in through the app's own connection, a few hundred to a transaction, in
// multi-row statements (within PostgreSQL's limit on bound parameters): one path for both.
const started = performance.now();
const today = kolkataDate(new Date());
const now = new Date().toISOString();
const PER_TRANSACTION = 250;
const PER_STATEMENT = 1000;
let dues = 0;
for (let first = 0; first < STAYS; first += PER_TRANSACTION) {
  const bookings: Insertable<Database['bookings']>[] = [];
  const ledgers: Insertable<Database['rent_ledgers']>[] = [];
  const rows: Insertable<Database['rent_dues']>[] = [];
  for (let i = first; i < Math.min(STAYS, first + PER_TRANSACTION); i++) {
    // Stays began over the last two years, each for MONTHS months; months before today are paid.
    const startDate = addDaysToDate(today, -((i * 7) % 730));
    const endDate = addDaysToDate(addMonthsToDate(startDate, MONTHS), -1);
    const id = newId();
    const propertyId = listings[i % listings.length]!;
    const rent = 8_000 + (i % 40) * 500;
    const stay = { propertyId, tenantId: tenant, ownerId: owner, startDate, endDate };
    const stamps = { createdAt: now, updatedAt: now };
    bookings.push({
      id,
      ...stay,
      status: 'confirmed',
      monthlyRent: rent,
      totalAmount: rent * MONTHS,
      notes: '',
      cancelledBy: null,
      ...stamps,
    });
    ledgers.push({ bookingId: id, ...stay, dueDay: null, ...stamps });
    for (const d of scheduleDues({
      startDate,
      endDate,
      monthlyRentPaise: rent * 100,
      depositPaise: rent * 200,
      dueDay: null,
    }))
      rows.push({
        id: newId(),
        bookingId: id,
        tenantId: tenant,
        ownerId: owner,
        kind: d.kind,
        periodStart: d.periodStart,
        dueDate: d.dueDate,
        amountPaise: d.amountPaise,
        openPaymentId: null,
        paymentId: null,
        paidAt: d.dueDate < addDaysToDate(today, -20) ? now : null,
        ...stamps,
      });
  }
  await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('bookings').values(bookings).execute();
    await trx.insertInto('rent_ledgers').values(ledgers).execute();
    for (let i = 0; i < rows.length; i += PER_STATEMENT)
      await trx
        .insertInto('rent_dues')
        .values(rows.slice(i, i + PER_STATEMENT))
        .execute();
  });
  dues += rows.length;
}
// PostgreSQL: vacuum too, so the visibility map lets the dues' indexes be read alone.
await sql.raw(postgres ? 'vacuum analyze' : 'analyze').execute(app.db);
console.log(
  `Rent ledger — ${engine}: seeded ${STAYS.toLocaleString('en-IN')} stays, ${dues.toLocaleString('en-IN')} dues in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  headers: { origin: ORIGIN },
  payload: { email: 'bench-ledger-owner@nivaas.local', password: PASSWORD },
});
const cookie = ([] as string[])
  .concat(signIn.headers['set-cookie'] ?? [])
  .map((c) => c.split(';')[0])
  .join('; ');

// The statements rent-ledger.read.ts builds for an owner's dues, written out bare: a page of
// dues picked from one partial index range, then joined. Names are quoted, as Kysely writes them:
// the same text runs on both engines.
const soon = addDaysToDate(today, 30);
const SELECT = `select d."id", d."bookingId", l."propertyId", pr."title" as "propertyTitle", d."tenantId", t."name" as "tenantName", d."ownerId", o."name" as "ownerName", d."kind", d."periodStart", d."dueDate", d."amountPaise", d."paidAt", p."id" as "paymentId", p."dueId" as "paymentDueId", p."bookingId" as "paymentBookingId", p."kind" as "paymentKind", p."method" as "paymentMethod", p."status" as "paymentStatus", p."amountPaise" as "paymentAmountPaise", p."payerId" as "paymentPayerId", p."payeeId" as "paymentPayeeId", p."reference" as "paymentReference", p."disputeReason" as "paymentDisputeReason", p."createdAt" as "paymentCreatedAt", p."paidAt" as "paymentPaidAt"`;
const JOINS = `inner join "rent_ledgers" as l on l."bookingId" = d."bookingId" inner join "properties" as pr on pr."id" = l."propertyId" inner join "users" as t on t."id" = d."tenantId" inner join "users" as o on o."id" = d."ownerId" left join "payments" as p on p."id" = coalesce(d."openPaymentId", d."paymentId")`;
const oldest = (where: string) =>
  `${SELECT} from (select * from "rent_dues" where "ownerId" = ? and ${where} order by "dueDate", "id" limit 50) as d ${JOINS} order by d."dueDate", d."id"`;
const newest = (where: string) =>
  `${SELECT} from (select * from "rent_dues" where "ownerId" = ? and ${where} order by "dueDate" desc, "id" desc limit 50) as d ${JOINS} order by d."dueDate" desc, d."id" desc`;
const cases: { name: string; url: string; statements: { sql: string; params: unknown[] }[] }[] = [
  {
    name: 'now (late and due within 30 days; paid in the last 30)',
    url: '',
    statements: [
      { sql: oldest('"paidAt" is null and "dueDate" <= ?'), params: [owner, soon] },
      {
        sql: newest('"paidAt" is not null and "dueDate" >= ? and "dueDate" <= ?'),
        params: [owner, addDaysToDate(today, -30), soon],
      },
    ],
  },
  {
    name: 'late',
    url: '&state=late',
    statements: [{ sql: oldest('"paidAt" is null and "dueDate" < ?'), params: [owner, today] }],
  },
  {
    name: 'upcoming',
    url: '&state=upcoming',
    statements: [{ sql: oldest('"paidAt" is null and "dueDate" > ?'), params: [owner, soon] }],
  },
  {
    name: 'paid (newest first)',
    url: '&state=paid',
    statements: [{ sql: newest('"paidAt" is not null'), params: [owner] }],
  },
];
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${ITERATIONS} requests each after ${WARMUP} warm-up`,
);
let worst = { api: 0, bare: 0 };
console.log('| case | API p50 ms | API p95 ms | bare SQL p50 ms | bare SQL p95 ms | rows |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const c of cases) {
  const url = `/api/rent-ledger/dues?as=owner&limit=50${c.url}`;
  const api: number[] = [];
  const bare: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const a = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    const b = performance.now();
    // Both of "now" at once, as the API runs them (one after the other on SQLite, in-process).
    const got = (
      await Promise.all(c.statements.map((st) => bench.query(st.sql, st.params)))
    ).flat();
    const e = performance.now();
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    // The bare SQL is the API's own statement: the same page of dues, in the same order.
    if (i === 0) {
      const ids = (res.json() as { dues: { id: string }[] }).dues.map((d) => d.id).join();
      const bareIds = got
        .slice(0, 50)
        .map((r) => (r as { id: string }).id)
        .join();
      if (ids !== bareIds) throw new Error(`${c.name}: the bare SQL found other dues than the API`);
    }
    if (i >= WARMUP) {
      api.push(b - a);
      bare.push(e - b);
    }
    rows = Math.min(got.length, 50);
  }
  api.sort((x, y) => x - y);
  bare.sort((x, y) => x - y);
  const f = (n: number) => n.toFixed(2);
  if (percentile(api, 95) > worst.api)
    worst = { api: percentile(api, 95), bare: percentile(bare, 95) };
  console.log(
    `| ${c.name} | ${f(percentile(api, 50))} | ${f(percentile(api, 95))} | ${f(percentile(bare, 50))} | ${f(percentile(bare, 95))} | ${rows} |`,
  );
}
console.log(
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}\nbench:ledger — ${engine}: worst API p95 ${worst.api.toFixed(2)} ms (bare SQL ${worst.bare.toFixed(2)} ms)`,
);
await bench.close();
