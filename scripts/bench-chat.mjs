// npm run bench:chat [-- --sockets 2000 --duration 60 --rate 20 --warmup 5 --interval 3]
// (BENCH_PROFILE_DIR=dir: the servers write V8 CPU profiles there when they stop)
// (--sockets 10000: 5,000 per instance; the servers' open-files limit is raised to the hard one)
// Chat delivery across two instances and Redis, beside a bare Socket.IO baseline (issue 4 §5).
// See docs/operations/benchmarks.md ("Chat delivery") for what is measured and how to read it.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';
import { openConversations } from './bench-chat/conversations.mjs';
import { benchDatabase, benchRedis } from './bench-chat/stores.mjs';
import { runLoad } from './bench-chat/load.mjs';
import {
  benchRun,
  killAll,
  openFilesLimit,
  productionEnv,
  startNode,
  stop,
  waitReady,
} from './bench-chat/processes.mjs';
import { formatReport } from './bench-chat/report.mjs';

const ORIGIN = 'https://bench.nivaas.test';
const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '60' },
    rate: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    interval: { type: 'string', default: '3' },
  },
});
const sockets = Number(values.sockets);
const durationS = Number(values.duration);
const rate = Number(values.rate);
const warmupS = Number(values.warmup);
const intervalS = Number(values.interval);
if (!(
  sockets >= 2 &&
  sockets % 2 === 0 &&
  durationS > 0 &&
  rate > 0 &&
  warmupS >= 0 &&
  intervalS > 0
)) {
  console.error(
    'Usage: npm run bench:chat -- [--sockets EVEN≥2] [--duration S] [--rate MSG/S] [--warmup S] [--interval S]',
  );
  process.exit(2);
}
const log = (msg) => console.log(`[bench:chat] ${msg}`);
// The bench holds every socket itself, plus its HTTP connections, Redis and files.
if (openFilesLimit() < sockets + 1000) {
  console.error(
    `bench:chat: ${sockets} sockets need an open-files limit above ${sockets + 1000}; this shell allows ${openFilesLimit()}.\n` +
      `  Raise it first: ulimit -n ${sockets + 2000}   (up to the hard limit, ulimit -Hn)`,
  );
  process.exit(2);
}
const tmp = benchRun('nivaas-bench-chat-');

const cleanup = [];
try {
  ensureNode();
  ensureInstalled();
  ensureBuilt({ web: false, throwOnFail: true });
  const redis = await benchRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  cleanup.push(redis.cleanup);
  const database = await benchDatabase(process.env.BENCH_DATABASE_URL);
  cleanup.push(database.cleanup);
  log(`temp dir ${tmp}; Redis ${redis.url}; ${database.label}`);

  const env = productionEnv({
    origin: ORIGIN,
    tmp,
    extra: {
      // The bench's people send far faster than the 30 a minute a person may.
      CHAT_SEND_LIMIT_PER_MINUTE: '1000000',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
  });

  log(`creating ${sockets} people with sessions…`);
  const started = Date.now();
  const peopleFile = path.join(tmp, 'people.json');
  const setup = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/bench-chat/setup-users.ts',
      '--users',
      String(sockets),
      '--out',
      peopleFile,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (setup.status !== 0)
    throw new Error(`people setup failed (exit ${setup.status ?? setup.signal})`);
  const accounts = JSON.parse(readFileSync(peopleFile, 'utf8'));
  log(`  ${accounts.length} people in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // BENCH_PROFILE_DIR=dir: each server writes a V8 CPU profile there when it stops (open the
  // .cpuprofile in Chrome DevTools' Performance tab) to show where a message's time goes.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const common = { rate, warmupS, durationS, intervalS, log };
  let conversationIds = [];
  const nivaasPorts = [await freePort(), await freePort()];
  const nivaas = await withInstances(
    'Nivaas',
    nivaasPorts.map((port, i) => ({
      args: [...profiling, path.join(root, 'apps/server/dist/server.js')],
      env: { ...env, PORT: String(port), REDIS_URL: redis.url },
      health: `http://127.0.0.1:${port}/api/health`,
      logFile: path.join(tmp, `nivaas-${'ab'[i]}.log`),
    })),
    async (urls, pids) => {
      log('opening a conversation per pair…');
      conversationIds = await openConversations(urls[0], accounts, ORIGIN);
      const people = pairUp(accounts, conversationIds);
      log('Nivaas run');
      return runLoad(
        {
          urls,
          pids,
          socketOptions: (p) => ({ extraHeaders: { origin: ORIGIN, cookie: p.cookie } }),
          request: (p, clientKey, content) => ({
            path: `/api/conversations/${p.conversationId}/messages`,
            headers: { origin: ORIGIN, cookie: p.cookie },
            body: { content, clientKey },
          }),
        },
        people,
        common,
      );
    },
  );

  const echoPorts = [await freePort(), await freePort()];
  const adapterKey = `nivaas-bench-echo-${process.pid}`;
  const baseline = await withInstances(
    'baseline',
    echoPorts.map((port, i) => ({
      args: [...profiling, path.join(root, 'scripts/bench-chat/echo-server.mjs')],
      env: {
        ...env,
        PORT: String(port),
        REDIS_URL: redis.url,
        ADAPTER_KEY: adapterKey,
        BENCH_ECHO_FAULTS: process.env.BENCH_ECHO_FAULTS ?? '',
      },
      health: `http://127.0.0.1:${port}/health`,
      logFile: path.join(tmp, `echo-${'ab'[i]}.log`),
    })),
    async (urls, pids) => {
      log('baseline run (bare Socket.IO + Redis adapter)');
      const people = pairUp(accounts, conversationIds);
      return runLoad(
        {
          urls,
          pids,
          socketOptions: (p) => ({ auth: { userId: p.id } }),
          request: (p, clientKey, content) => ({
            path: '/send',
            headers: {},
            body: {
              conversationId: p.conversationId,
              senderId: p.id,
              receiverId: p.partner.id,
              content,
              clientKey,
            },
          }),
        },
        people,
        common,
      );
    },
  );

  console.log(
    formatReport(
      { sockets, rate, duration: durationS, warmup: warmupS, database: database.label },
      nivaas,
      baseline,
    ),
  );
  // The servers' logs stay for a look at any failure; the data and sessions go.
  rmSync(path.join(tmp, 'data'), { recursive: true, force: true });
  rmSync(peopleFile, { force: true });
  log(`server logs in ${tmp}`);
} catch (err) {
  killAll();
  console.error(`\n✖ bench:chat failed: ${err instanceof Error ? err.message : String(err)}`);
  console.error(`  logs and data kept in ${tmp}`);
  process.exitCode = 1;
} finally {
  for (const step of cleanup.reverse()) await step().catch(() => {});
}

/** Starts two instances, waits for both, runs `body(urls, pids)`, and always stops them. */
async function withInstances(name, specs, body) {
  log(`starting two ${name} instances…`);
  const children = specs.map((s) =>
    startNode(s.args, { cwd: root, env: s.env, logFile: s.logFile }),
  );
  try {
    await Promise.all(children.map((c, i) => waitReady(c, specs[i].health, specs[i].logFile)));
    const urls = specs.map((s) => new URL(s.health).origin);
    const result = await body(
      urls,
      children.map((c) => c.pid),
    );
    return result;
  } finally {
    await Promise.all(children.map((c) => stop(c)));
  }
}

/** Pair k is people 2k (on instance A) and 2k+1 (on instance B), in conversation k. */
function pairUp(accounts, conversationIds) {
  const people = accounts.map((a, index) => ({
    ...a,
    index,
    side: index % 2,
    conversationId: conversationIds[Math.floor(index / 2)],
  }));
  for (const p of people) p.partner = people[p.index ^ 1];
  return people;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
