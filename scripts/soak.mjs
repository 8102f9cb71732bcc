// npm run soak -- --minutes 30 --database-url postgres://postgres@127.0.0.1:5432/soak
//   [--rate 40 --connections 20 --people 200 --listings 20000 --port 3209]
// The signed-in mix (search, listing, favourite, message) at a steady rate against two
// instances on PostgreSQL + Redis, minute by minute: 5xx, p99, RSS growth (issue 16 §4).
// See docs/operations/benchmarks.md ("Soak").
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';
import {
  benchRun,
  killAll,
  productionEnv,
  startNode,
  stop,
  waitReady,
} from './bench-chat/processes.mjs';
import { benchRedis } from './bench-chat/stores.mjs';
import { signedInMix } from './bench-http/cases.mjs';
import { drive, mb, pct } from './bench-http/load.mjs';
import { createPeople, listingIds, pairPeople, seedListings } from './bench-http/prepare.mjs';

const ORIGIN = 'https://soak.nivaas.test';
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '40' },
    connections: { type: 'string', default: '20' },
    people: { type: 'string', default: '200' },
    listings: { type: 'string', default: '20000' },
    port: { type: 'string', default: '3209' },
    'database-url': { type: 'string', default: process.env.SOAK_DATABASE_URL },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const connections = Number(values.connections);
const peopleCount = Number(values.people);
const listings = Number(values.listings);
const port = Number(values.port);
const databaseUrl = values['database-url'];
if (
  !(minutes >= 2 && rate >= 2 && connections >= 2 && listings > 0 && port > 0) ||
  !(peopleCount >= 4 && peopleCount % 4 === 0) ||
  !databaseUrl
) {
  console.error(
    'Usage: npm run soak -- --database-url postgres://…/DB (or SOAK_DATABASE_URL) [--minutes ≥2] [--rate REQ/S] [--connections N] [--people N÷4] [--listings N] [--port P]',
  );
  process.exit(2);
}
if (/\/test$/.test(new URL(databaseUrl).pathname)) {
  console.error('The soak writes for minutes on end: give it a database of its own, not "test".');
  process.exit(2);
}
const log = (msg) => console.log(`[soak] ${msg}`);
const tmp = benchRun('nivaas-soak-');

const cleanup = [];
try {
  ensureNode();
  ensureInstalled();
  ensureBuilt({ web: false, throwOnFail: true });
  const redis = await benchRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  cleanup.push(redis.cleanup);
  const env = productionEnv({
    origin: ORIGIN,
    tmp,
    extra: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      // Two hundred people on one address sending a message every few seconds: over the limits
      // a person or an address has, which the soak is not about.
      CHAT_SEND_LIMIT_PER_MINUTE: '100000000',
      AUTH_SIGNIN_LIMIT_PER_MINUTE: '100000000',
    },
  });
  log(
    `temp dir ${tmp}; ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}; Redis ${redis.url}`,
  );
  const existing = await countListings(databaseUrl);
  if (existing < listings) {
    log(`seeding ${listings - existing} listings…`);
    seedListings(env, listings - existing, log);
  }
  log(`creating ${peopleCount} people with sessions…`);
  const accounts = createPeople(env, peopleCount, tmp, log);

  const specs = [port, port + 1].map((p, i) => ({
    url: `http://127.0.0.1:${p}`,
    logFile: path.join(tmp, `nivaas-${'ab'[i]}.log`),
    env: { ...env, PORT: String(p) },
  }));
  const servers = specs.map((s) =>
    startNode([path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      env: s.env,
      logFile: s.logFile,
    }),
  );
  try {
    await Promise.all(
      servers.map((c, i) => waitReady(c, `${specs[i].url}/api/health`, specs[i].logFile)),
    );
    log('opening a conversation per pair of people…');
    const people = await pairPeople(specs[0].url, accounts, ORIGIN);
    const ids = await listingIds(specs[0].url);
    // Half the people on each instance; each pair's two people on different instances.
    const halves = [
      people.filter((p) => p.index % 2 === 0),
      people.filter((p) => p.index % 2 === 1),
    ];
    const pids = servers.map((c) => c.pid);
    const rows = [];
    log(`${minutes} minutes of the signed-in mix at ${rate} req/s on ${connections} connections…`);
    for (let minute = 1; minute <= minutes; minute++) {
      const load = loadavg()[0];
      const runs = await Promise.all(
        specs.map((s, i) =>
          drive({
            url: s.url,
            requests: signedInMix(halves[i], ids, ORIGIN),
            seconds: 60,
            connections: connections / 2,
            rate: rate / 2,
            pids: [pids[i]],
          }),
        ),
      );
      const row = {
        minute,
        load,
        requests: runs[0].requests + runs[1].requests,
        p50: Math.max(runs[0].p50, runs[1].p50),
        p99: Math.max(runs[0].p99, runs[1].p99),
        max: Math.max(runs[0].max, runs[1].max),
        errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
        non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
        s5xx: runs.reduce((n, r) => n + r.s5xx, 0),
        rss: runs.map((r) => r.rss[0].last),
      };
      rows.push(row);
      log(
        `  minute ${minute}: ${row.requests} requests, p50 ${row.p50} ms, p99 ${row.p99} ms, 5xx ${row.s5xx}, non-2xx ${row.non2xx}, errors ${row.errors}, RSS ${row.rss.map(mb).join(' / ')} MB, load ${load.toFixed(2)}`,
      );
    }
    print(rows);
  } finally {
    await Promise.all(servers.map((c) => stop(c)));
  }
  rmSync(path.join(tmp, 'data'), { recursive: true, force: true });
  log(`server logs in ${tmp}`);
} catch (err) {
  killAll();
  console.error(`\n✖ soak failed: ${err instanceof Error ? err.message : String(err)}`);
  console.error(`  logs kept in ${tmp}`);
  process.exitCode = 1;
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => {});
}

async function countListings(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(
      "select count(*)::int as n from information_schema.tables where table_name = 'properties'",
    );
    if (r.rows[0].n === 0) return 0;
    return (await client.query('select count(*)::int as n from properties')).rows[0].n;
  } finally {
    await client.end();
  }
}

function print(rows) {
  // Memory after the first minute (warm-up: caches, pools, JIT) against the last minute's.
  const base = rows[0].rss;
  const last = rows.at(-1).rss;
  const growth = last.map((r, i) => Number(pct(r, base[i])));
  const s5xx = rows.reduce((n, r) => n + r.s5xx, 0);
  const non2xx = rows.reduce((n, r) => n + r.non2xx, 0);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  const p99s = rows.map((r) => r.p99);
  console.log(
    [
      '',
      '| minute | requests | p50 ms | p99 ms | max ms | 5xx | non-2xx | errors | RSS A / B MB | load avg |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.minute} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.max} | ${r.s5xx} | ${r.non2xx} | ${r.errors} | ${r.rss.map(mb).join(' / ')} | ${r.load.toFixed(2)} |`,
      ),
      '',
    ].join('\n'),
  );
  console.log(
    `soak ${rows.length} min at ${rate} req/s, 2 instances (PostgreSQL + Redis): ${requests} requests, 5xx ${s5xx}, non-2xx ${non2xx}, errors ${errors}; p99 per minute ${Math.min(...p99s)}–${Math.max(...p99s)} ms (median ${p99s.toSorted((a, b) => a - b)[Math.floor(p99s.length / 2)]}); RSS after minute 1 → end: A ${mb(base[0])} → ${mb(last[0])} MB (${growth[0]} %), B ${mb(base[1])} → ${mb(last[1])} MB (${growth[1]} %); load ${loadavg()[0].toFixed(2)}; ${s5xx === 0 ? '0 5xx: yes' : '0 5xx: NO'}; ${growth.every((g) => g <= 10) ? 'RSS growth ≤ 10 %: yes' : 'RSS growth ≤ 10 %: NO'}`,
  );
}
