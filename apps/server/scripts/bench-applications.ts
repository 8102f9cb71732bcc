// npm run bench:applications [-- --applications 100000 --iterations 300 --plans --only owner]
// Listing applications through the API against the bare SQL of the same statements, in the
// same run, on SQLite (data/bench/applications.db, reused while it holds the asked number).
// One owner (an agency) has about a fifth of all applications: the worst case of an owner's list.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Insertable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { BASIC_APPLICATION_FORM, type Application, type ApplicationList } from '@nivaas/shared';
import { SQLITE_CACHE_MB } from '../src/db/client';
import type { ApplicationsTable, ApplicationDocumentsTable } from '../src/db/tables/applications';
import { newId } from '../src/lib/ids';
import { createAccount } from '../src/modules/users/index';
import { bulkOwners, insertBulkListings, prng } from './bulk-listings';
import { openSqliteBench } from './bench-sqlite-app';
import { percentile } from './bench-stats';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    plans: { type: 'boolean', default: false },
    /** Only the cases whose name contains this text. */
    only: { type: 'string' },
  },
});
const APPLICATIONS = Number(args.applications);
const ITERATIONS = Number(args.iterations);
const WARMUP = Number(args.warmup);
const PER_LISTING = 50;
const SEEKERS = 1000;
const BENCH_DIR = path.resolve('data/bench');
const FILE = path.join(BENCH_DIR, 'applications.db');
const ORIGIN = 'http://localhost:3000';
const PASSWORD = `${newId()}Aa1!`;

type Bare = { sql: string; parameters: readonly unknown[] };

function storedApplications(): number | null {
  if (!existsSync(FILE)) return null;
  const raw = new SqliteDatabase(FILE, { readonly: true });
  try {
    return Number((raw.prepare('select count(*) as n from applications').get() as { n: number }).n);
  } catch {
    return null;
  } finally {
    raw.close();
  }
}

/** The people of the run: who signs in, and the seekers who apply (plain rows, no sign-in). */
async function people(app: FastifyInstance) {
  const account = async (email: string, role: 'owner' | 'tenant' | 'admin') =>
    (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
      ?.id ??
    (await createAccount(app, {
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: role,
      role,
      emailVerified: true,
    }));
  const owners = await bulkOwners(app, 20);
  return {
    owners,
    seeker: await account('bench-seeker@nivaas.local', 'tenant'),
    admin: await account('bench-admin@nivaas.local', 'admin'),
  };
}

async function cloneSeekers(app: FastifyInstance, templateId: string): Promise<string[]> {
  const template = await app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', templateId)
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: SEEKERS - 1 }, (_, i) => ({
    ...template,
    id: newId(),
    name: `Seeker ${i + 1}`,
    firstName: 'Seeker',
    lastName: String(i + 1),
    email: `bench-seeker-${i + 1}@nivaas.local`,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await app.db
      .insertInto('users')
      .values(rows.slice(i, i + 200))
      .execute();
  return [templateId, ...rows.map((r) => r.id)];
}

async function fill(app: FastifyInstance): Promise<string> {
  const started = performance.now();
  const { owners, seeker } = await people(app);
  // The agency (owners[0]) holds 5 of every 24 listings; the other owners one each.
  const slots = [...Array<string>(5).fill(owners[0]!), ...owners.slice(1)];
  const listingCount = Math.ceil(APPLICATIONS / PER_LISTING);
  await insertBulkListings(app, { count: listingCount, owners: slots, sqliteFile: FILE });
  const listings = await app.db
    .selectFrom('properties')
    .select(['id', 'ownerId'])
    .orderBy('id')
    .execute();
  const seekers = await cloneSeekers(app, seeker);
  const r = prng(7);
  const now = Date.now();
  const fields = JSON.stringify(BASIC_APPLICATION_FORM.fields);
  let made = 0;
  const applications: Insertable<ApplicationsTable>[] = [];
  const documents: Insertable<ApplicationDocumentsTable>[] = [];
  for (const [j, listing] of listings.entries()) {
    for (let k = 0; k < PER_LISTING && made < APPLICATIONS; k += 1, made += 1) {
      const simple = r() < 0.1;
      const roll = r();
      const status =
        roll < 0.55 ? (simple ? 'pending' : 'submitted') : roll < 0.75 ? 'approved' : 'rejected';
      const submittedAt = new Date(now - Math.floor(r() * 365 * 86_400_000)).toISOString();
      const reviewedAt =
        status === 'approved' || status === 'rejected'
          ? new Date(Date.parse(submittedAt) + 86_400_000).toISOString()
          : null;
      const id = newId();
      applications.push({
        id,
        kind: simple ? 'simple' : 'form',
        propertyId: listing.id,
        // Distinct seekers per listing: one live application per seeker per listing holds.
        tenantId: seekers[(j * 7 + k) % SEEKERS]!,
        ownerId: listing.ownerId,
        status,
        fields: simple ? '[]' : fields,
        answers: simple
          ? '{}'
          : JSON.stringify({
              occupation: 'Software engineer',
              income: 40_000 + Math.floor(r() * 100_000),
              moveInDate: '2026-01-01',
              duration: '1-2 years',
            }),
        message: simple ? 'I would like to rent this flat; my documents are attached.' : '',
        rejectionReason: status === 'rejected' && r() < 0.5 ? 'Chose another applicant.' : null,
        submittedAt,
        reviewedAt,
        updatedAt: reviewedAt ?? submittedAt,
      });
      if (simple)
        documents.push({
          id: newId(),
          applicationId: id,
          type: 'pdf',
          storageKey: `application_documents/${id}/${newId()}.pdf`,
          name: 'payslip.pdf',
          size: 120_000,
          createdAt: submittedAt,
        });
    }
  }
  await app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < applications.length; i += 500)
      await trx
        .insertInto('applications')
        .values(applications.slice(i, i + 500))
        .execute();
    for (let i = 0; i < documents.length; i += 500)
      await trx
        .insertInto('application_documents')
        .values(documents.slice(i, i + 500))
        .execute();
  });
  await sql`analyze`.execute(app.db);
  return `seeded ${made.toLocaleString('en-IN')} applications to ${listings.length.toLocaleString('en-IN')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : [set ?? '']).map((c) => c.split(';')[0]).join('; ');
}

interface Case {
  name: string;
  cookie: string;
  url: string;
  /** Whose view the API builds (policy: owner, tenant or everyone). */
  filter: Filter;
}

/** Whose applications a case reads, as the API's policy decides it. */
interface Filter {
  ownerId?: string;
  tenantId?: string;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * The statements the API runs for one page, written out by hand: the page (keyset on
 * submittedAt, id), then its listings, people and documents.
 */
function bareStatements(c: Case, page: Application[]): Bare[] {
  const params = new URL(c.url, 'http://x').searchParams;
  const limit = Number(params.get('limit') ?? 20);
  const one = c.url.match(/\/api\/applications\/([^/?]+)$/)?.[1];
  const statements: Bare[] = [];
  if (one)
    statements.push({ sql: 'select * from "applications" where "id" = ?', parameters: [one] });
  else {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (column: string, value: string | null | undefined) => {
      if (value == null) return;
      where.push(`"${column}" = ?`);
      values.push(value);
    };
    add('ownerId', c.filter.ownerId);
    add('tenantId', c.filter.tenantId);
    add('propertyId', params.get('propertyId'));
    add('status', params.get('status'));
    const cursor = params.get('cursor');
    if (cursor) {
      const [submittedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [
        string,
        string,
      ];
      where.push('("submittedAt" < ? or ("submittedAt" = ? and "id" < ?))');
      values.push(submittedAt, submittedAt, id);
    }
    statements.push({
      sql: `select * from "applications"${where.length ? ` where ${where.join(' and ')}` : ''} order by "submittedAt" desc, "id" desc limit ?`,
      parameters: [...values, limit + 1],
    });
  }
  const listings = [...new Set(page.map((a) => a.propertyId))];
  const people = [...new Set(page.map((a) => a.tenantId))];
  const simple = page.filter((a) => a.kind === 'simple').map((a) => a.id);
  statements.push({
    sql: `select "id", "ownerId", "status", "title", "city", "sublocality", "rent" from "properties" where "id" in (${marks(listings.length)})`,
    parameters: listings,
  });
  statements.push({
    sql: `select "id", "firstName", "lastName", "avatarUrl", "bio", "createdAt" from "users" where "id" in (${marks(people.length)})`,
    parameters: people,
  });
  if (simple.length)
    statements.push({
      sql: `select * from "application_documents" where "applicationId" in (${marks(simple.length)}) order by "createdAt", "id"`,
      parameters: simple,
    });
  return statements;
}

/** CPU time of this process since `from` (user + system), ms. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

async function measure(
  app: FastifyInstance,
  run: (s: readonly Bare[]) => void,
  plan: (s: Bare) => string,
  c: Case,
) {
  const first = await app.inject({ method: 'GET', url: c.url, headers: { cookie: c.cookie } });
  if (first.statusCode !== 200) throw new Error(`${c.name}: ${first.statusCode} ${first.body}`);
  const body = first.json<ApplicationList | { application: Application }>();
  const page = 'applications' in body ? body.applications : [body.application];
  const bare = bareStatements(c, page);
  const api: number[] = [];
  const bareTimes: number[] = [];
  // CPU time of this process per request: what the work costs, whatever else the machine runs.
  const apiCpu: number[] = [];
  const bareCpu: number[] = [];
  // API and bare SQL take turns, so a busy machine slows both alike.
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    let t = performance.now();
    let cpu = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url: c.url, headers: { cookie: c.cookie } });
    const apiMs = performance.now() - t;
    const apiCpuMs = cpuMs(cpu);
    if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode}`);
    t = performance.now();
    cpu = process.cpuUsage();
    run(bare);
    const sqlMs = performance.now() - t;
    const sqlCpuMs = cpuMs(cpu);
    if (i >= WARMUP) {
      api.push(apiMs);
      bareTimes.push(sqlMs);
      apiCpu.push(apiCpuMs);
      bareCpu.push(sqlCpuMs);
    }
  }
  if (args.plans) for (const s of bare) console.log(`\n${c.name}\n${s.sql}\n${plan(s)}`);
  const sorted = (v: number[]) => [...v].sort((x, y) => x - y);
  const a = sorted(api);
  const s = sorted(bareTimes);
  const total =
    'applications' in body ? `${page.length}${body.nextCursor ? '+' : ''}` : String(page.length);
  return { name: c.name, rows: total, n: a.length, a, s, ac: sorted(apiCpu), sc: sorted(bareCpu) };
}

async function main() {
  const { app, raw, prepare, close } = await openSqliteBench({
    dir: BENCH_DIR,
    file: FILE,
    origin: ORIGIN,
    fresh: storedApplications() !== APPLICATIONS,
  });
  try {
    const how =
      storedApplications() === APPLICATIONS
        ? `reused ${APPLICATIONS.toLocaleString('en-IN')} applications`
        : await fill(app);
    // Accounts of a reused file have passwords of an earlier run: set this run's.
    const ctx = await app.auth.$context;
    const hash = await ctx.password.hash(PASSWORD);
    await app.db
      .updateTable('accounts')
      .set({ password: hash })
      .where('providerId', '=', 'credential')
      .execute();
    const id = async (email: string) =>
      (
        await app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const agency = await id('bulk-owner-1@nivaas.local');
    const seeker = await id('bench-seeker@nivaas.local');
    const cookies = {
      owner: await signIn(app, 'bulk-owner-1@nivaas.local'),
      seeker: await signIn(app, 'bench-seeker@nivaas.local'),
      admin: await signIn(app, 'bench-admin@nivaas.local'),
    };
    const count = async (where: Filter) =>
      Number(
        (
          await app.db
            .selectFrom('applications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .$if(where.ownerId !== undefined, (q) => q.where('ownerId', '=', where.ownerId!))
            .$if(where.tenantId !== undefined, (q) => q.where('tenantId', '=', where.tenantId!))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const listing = (
      await app.db
        .selectFrom('applications')
        .select('propertyId')
        .where('ownerId', '=', agency)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).propertyId;
    // Page 51 of the agency's list: the keyset cursor after its 1,000th application.
    const deep = await app.db
      .selectFrom('applications')
      .select(['submittedAt', 'id'])
      .where('ownerId', '=', agency)
      .orderBy('submittedAt', 'desc')
      .orderBy('id', 'desc')
      .offset(999)
      .limit(1)
      .executeTakeFirstOrThrow();
    const deepCursor = Buffer.from(JSON.stringify([deep.submittedAt, deep.id])).toString(
      'base64url',
    );
    const secondRejected = (
      await app.inject({
        method: 'GET',
        url: '/api/applications?status=rejected',
        headers: { cookie: cookies.owner },
      })
    ).json<ApplicationList>().nextCursor!;
    const one = (
      await app.db
        .selectFrom('applications')
        .select('id')
        .where('ownerId', '=', agency)
        .where('kind', '=', 'simple')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    const owner = { cookie: cookies.owner, filter: { ownerId: agency } };
    const cases: Case[] = [
      { name: 'owner: all, page 1', url: '/api/applications', ...owner },
      { name: 'owner: submitted', url: '/api/applications?status=submitted', ...owner },
      {
        name: 'owner: rejected, page 2',
        url: `/api/applications?status=rejected&cursor=${secondRejected}`,
        ...owner,
      },
      { name: 'owner: one listing', url: `/api/applications?propertyId=${listing}`, ...owner },
      { name: 'owner: page 51', url: `/api/applications?cursor=${deepCursor}`, ...owner },
      { name: 'owner: 50 a page', url: '/api/applications?limit=50', ...owner },
      { name: 'owner: one application', url: `/api/applications/${one}`, ...owner },
      {
        name: 'tenant: own',
        url: '/api/applications',
        cookie: cookies.seeker,
        filter: { tenantId: seeker },
      },
      { name: 'admin: all', url: '/api/applications', cookie: cookies.admin, filter: {} },
      {
        name: 'admin: pending',
        url: '/api/applications?status=pending',
        cookie: cookies.admin,
        filter: {},
      },
    ];
    console.log(
      `Applications benchmark — SQLite (${path.relative(process.cwd(), FILE)}, cache ${SQLITE_CACHE_MB} MB), ${how}.`,
    );
    console.log(
      `The agency owner has ${(await count({ ownerId: agency })).toLocaleString('en-IN')} applications, the tenant ${await count({ tenantId: seeker })}.`,
    );
    console.log(
      `${ITERATIONS} requests per case after ${WARMUP} warm-up, one at a time (app.inject, signed in); load average at start ${loadavg()[0]!.toFixed(1)}.`,
    );
    const run = (statements: readonly Bare[]) => {
      for (const s of statements) prepare(s.sql).all(...s.parameters);
    };
    const plan = (s: Bare) =>
      raw
        .prepare(`explain query plan ${s.sql}`)
        .all(...s.parameters)
        .map((r) => (r as { detail: string }).detail)
        .join('\n');
    const rows = [];
    for (const c of cases)
      if (!args.only || c.name.includes(args.only)) rows.push(await measure(app, run, plan, c));
    const ms = (v: number) => v.toFixed(2);
    console.log(
      '\n| case | rows | n | API p50 | API p95 | API p99 | SQL p50 | SQL p95 | SQL p99 | API/SQL p50 |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.rows} | ${r.n} | ${ms(percentile(r.a, 50))} | ${ms(percentile(r.a, 95))} | ${ms(percentile(r.a, 99))} | ${ms(percentile(r.s, 50))} | ${ms(percentile(r.s, 95))} | ${ms(percentile(r.s, 99))} | ${(percentile(r.a, 50) / percentile(r.s, 50)).toFixed(1)}× |`,
      );
    console.log(
      '\n| case | API CPU p50 | API CPU p95 | SQL CPU p50 | SQL CPU p95 | API/SQL CPU p50 |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${ms(percentile(r.ac, 50))} | ${ms(percentile(r.ac, 95))} | ${ms(percentile(r.sc, 50))} | ${ms(percentile(r.sc, 95))} | ${(percentile(r.ac, 50) / percentile(r.sc, 50)).toFixed(1)}× |`,
      );
    const mem = process.memoryUsage();
    console.log(
      `\nMemory: RSS ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB.`,
    );
    console.log('Budget (design.md §7): any list at 100k rows, SQLite p95 ≤ 25 ms.');
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
