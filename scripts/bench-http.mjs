// npm run bench:http [-- --duration 60 --connections 50 --warmup 5 --listings 20000 --people 200]
//   [--cpu-prof] [--only mix]: the server's CPU profile; only the cases whose name has `mix`
// The production build over HTTP on loopback, driven by autocannon, beside a bare Fastify server
// answering the same search from memory (issue 16 §2). See docs/operations/benchmarks.md
// ("The whole server over HTTP") for what is measured and how to read it.
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';
import {
  benchRun,
  killAll,
  productionEnv,
  startNode,
  stop,
  waitReady,
} from './bench-chat/processes.mjs';
import * as cases from './bench-http/cases.mjs';
import { drive, mb, pct } from './bench-http/load.mjs';
import { createPeople, listingIds, pairPeople, seedListings } from './bench-http/prepare.mjs';

const ORIGIN = 'https://bench.nivaas.test';
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    listings: { type: 'string', default: '20000' },
    people: { type: 'string', default: '200' },
    port: { type: 'string', default: '3207' },
    'signin-connections': { type: 'string', default: '8' },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const seconds = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const listings = Number(values.listings);
const peopleCount = Number(values.people);
const port = Number(values.port);
const signInConnections = Number(values['signin-connections']);
if (
  !(seconds > 0 && connections > 0 && warmup >= 0 && listings > 0) ||
  !(peopleCount >= 2 && peopleCount % 2 === 0 && port > 0 && signInConnections > 0)
) {
  console.error(
    'Usage: npm run bench:http -- [--duration S] [--connections N] [--warmup S] [--listings N] [--people EVEN] [--port P] [--signin-connections N] [--cpu-prof] [--only CASE]',
  );
  process.exit(2);
}
const log = (msg) => console.log(`[bench:http] ${msg}`);
const tmp = benchRun('nivaas-bench-http-');

const env = productionEnv({
  origin: ORIGIN,
  tmp,
  extra: {
    WEB_DIST: path.join(root, 'apps/web/dist'),
    // All the bench's people come from 127.0.0.1 and act far faster than a person may: the
    // limits that would answer 429 are raised, so what is measured is the work, not the refusal.
    AUTH_SIGNIN_LIMIT_PER_MINUTE: '100000000',
    CHAT_SEND_LIMIT_PER_MINUTE: '100000000',
    PREVIEW_LIMIT_PER_MINUTE: '100000000',
  },
});

try {
  ensureNode();
  ensureInstalled();
  ensureBuilt({ throwOnFail: true });
  log(
    `temp dir ${tmp}; SQLite under it; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(`seeding ${listings} listings…`);
  seedListings(env, listings, log);
  log(`creating ${peopleCount} people with sessions…`);
  const accounts = createPeople(env, peopleCount, tmp, log);

  const serverLog = path.join(tmp, 'nivaas.log');
  const server = startNode(
    [
      ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(tmp, 'profile')}`] : []),
      path.join(root, 'apps/server/dist/server.js'),
    ],
    { cwd: root, env: { ...env, PORT: String(port) }, logFile: serverLog },
  );
  const url = `http://127.0.0.1:${port}`;
  const ceilingPort = port + 1;
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  let ceiling;
  const results = [];
  try {
    await waitReady(server, `${url}/api/health`, serverLog);
    log('opening a conversation per pair of people…');
    const people = await pairPeople(url, accounts, ORIGIN);
    const ids = await listingIds(url);
    const html = await (await globalThis.fetch(`${url}/`)).text();
    const searchBody = await (await globalThis.fetch(`${url}${cases.SEARCH_PATH}`)).text();
    const bodyFile = path.join(tmp, 'search.json');
    writeFileSync(bodyFile, searchBody);
    ceiling = startNode([path.join(root, 'scripts/bench-http/ceiling-server.mjs')], {
      cwd: root,
      env: {
        PATH: env.PATH,
        NODE_ENV: 'production',
        PORT: String(ceilingPort),
        BODY_FILE: bodyFile,
      },
      logFile: path.join(tmp, 'ceiling.log'),
    });
    await waitReady(ceiling, `${ceilingUrl}/health`, path.join(tmp, 'ceiling.log'));

    // Sign-in last and on fewer connections: each is a password check (scrypt, ~100 ms of one of
    // libuv's four threads), so fifty at once queue for seconds by design, and the thread pool
    // they fill is the one static files and compression use too.
    const plan = [
      ['home page HTML (br)', url, cases.homePage(), server.pid, connections],
      ['home page assets (br)', url, cases.homeAssets(html), server.pid, connections],
      ['search', url, cases.search(), server.pid, connections],
      ['search, bare Fastify ceiling', ceilingUrl, cases.search(), ceiling.pid, connections],
      ['search, signed in', url, cases.listing(people, [], ORIGIN, true), server.pid, connections],
      ['listing (signed in)', url, cases.listing(people, ids, ORIGIN), server.pid, connections],
      ['signed-in mix', url, cases.signedInMix(people, ids, ORIGIN), server.pid, connections],
      ['sign-in (password)', url, cases.signIn(people, ORIGIN), server.pid, signInConnections],
    ];
    const chosen = plan.filter(([name]) => !values.only || name.includes(values.only));
    for (const [name, target, requests, pid, conns] of chosen) {
      if (warmup > 0) await drive({ url: target, requests, seconds: warmup, connections: conns });
      await settle(target);
      const load = loadavg()[0];
      log(`${name}: ${seconds} s at ${conns} connections…`);
      const r = await drive({ url: target, requests, seconds, connections: conns, pids: [pid] });
      results.push({ name, load, connections: conns, ...r });
      log(
        `  ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}, 5xx ${r.s5xx}`,
      );
      await settle(target);
    }
    if (values.only) console.log(results.map((r) => `${r.name}: ${JSON.stringify(r)}`).join('\n'));
    else print(results);
  } finally {
    await stop(server);
    if (ceiling) await stop(ceiling);
  }
  rmSync(path.join(tmp, 'data'), { recursive: true, force: true });
  log(`server log${values['cpu-prof'] ? ' and CPU profile' : ''} in ${tmp}`);
} catch (err) {
  killAll();
  console.error(`\n✖ bench:http failed: ${err instanceof Error ? err.message : String(err)}`);
  console.error(`  logs and data kept in ${tmp}`);
  process.exitCode = 1;
}

/** Waits (up to 30 s) until the server answers its health check quickly: the last case's
 * queued requests are done and do not count against the next one. */
async function settle(target) {
  const health = target.endsWith(String(port)) ? '/api/health' : '/health';
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await globalThis.fetch(`${target}${health}`).catch(() => {});
    if (performance.now() - started < 20) return;
    await sleep(250);
  }
}

function print(results) {
  const rows = results.map((r) => {
    const rss = r.rss[0];
    return `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.timeouts} | ${r.non2xx} | ${r.s5xx} | ${mb(rss.first)} → ${mb(rss.last)} (peak ${mb(rss.peak)}) | ${r.load.toFixed(2)} |`;
  });
  console.log(
    [
      '',
      `${seconds} s per case after ${warmup} s of warm-up, ${listings} listings (SQLite), ${peopleCount} people; RSS of the process under load, sampled each second`,
      '',
      '| case | connections | req/s | p50 ms | p99 ms | errors | non-2xx | 5xx | RSS MB (first → last) | load avg |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  const by = (name) => results.find((r) => r.name === name);
  const share = (by('search').rps / by('search, bare Fastify ceiling').rps) * 100;
  const mix = by('signed-in mix');
  const ours = results.filter((r) => !r.name.includes('ceiling'));
  const errors = ours.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const s5xx = ours.reduce((n, r) => n + r.s5xx, 0);
  // Memory that stays: over the mix (every kind of request, writes included), after its
  // warm-up, the last sample against the first (a fall is garbage of earlier cases collected).
  const growth = pct(mix.rss[0].last, mix.rss[0].first);
  const verdict = [
    share >= 50 ? 'search ≥ 50 % of ceiling: yes' : 'search ≥ 50 % of ceiling: NO',
    errors === 0 && s5xx === 0 ? '0 errors/5xx: yes' : '0 errors/5xx: NO',
    Number(growth) <= 10 ? 'mix RSS growth ≤ 10 %: yes' : 'mix RSS growth ≤ 10 %: NO',
  ].join('; ');
  console.log(
    `bench:http ${seconds}s×${connections}c: search ${by('search').rps.toFixed(0)} req/s = ${share.toFixed(0)} % of ceiling ${by('search, bare Fastify ceiling').rps.toFixed(0)} (p99 ${by('search').p99} ms); home ${by('home page HTML (br)').rps.toFixed(0)}, assets ${by('home page assets (br)').rps.toFixed(0)}, listing ${by('listing (signed in)').rps.toFixed(0)}, sign-in ${by('sign-in (password)').rps.toFixed(0)}, signed-in search ${by('search, signed in').rps.toFixed(0)}, mix ${mix.rps.toFixed(0)} req/s (p99 ${mix.p99} ms); errors ${errors}, 5xx ${s5xx}; mix RSS ${mb(mix.rss[0].first)} → ${mb(mix.rss[0].last)} MB (${growth} %); load ${loadavg()[0].toFixed(2)}; ${verdict}`,
  );
}
