// One measured run against a pair of instances: connect every person's socket to their own
// instance, send at a steady rate over HTTP, and watch what each partner's socket receives.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect } from 'socket.io-client';
import { cpuTicksOf, rssOf } from './processes.mjs';
import { watchThreads } from './thread-states.mjs';

const SAMPLE_TEXTS = [
  'Is the 2 BHK in Koramangala still available this month?',
  'Yes, you can visit on Saturday between 10 and 1.',
  'What is the maintenance charge and the deposit?',
  'Two months of rent as deposit; maintenance ₹2,500 a month.',
];

/**
 * people: [{ id, side: 0|1, partner, conversationId }]; target: { urls: [a, b], pids: [a, b],
 * socketOptions(person), request(person, clientKey, content) → { path, headers, body } }.
 */
export async function runLoad(target, people, opts) {
  const { rate, warmupS, durationS, intervalS, drainS = 10, log } = opts;
  const rssBefore = target.pids.map(rssOf);
  log(`  connecting ${people.length} sockets…`);
  const connectStarted = performance.now();
  const state = { duplicated: 0, outOfOrder: 0, unexpected: 0, disconnects: 0, closing: false };
  const sent = new Map();
  await connectAll(target, people, sent, state);
  const connectS = (performance.now() - connectStarted) / 1000;
  // A rest with every socket connected: memory settles, and the idle CPU is measured.
  const restTicks = target.pids.map(cpuTicksOf);
  const restStarted = performance.now();
  await sleep(4000);
  const idleCpu = target.pids.map(
    (pid, i) => (cpuTicksOf(pid) - restTicks[i]) / ((performance.now() - restStarted) / 1000),
  );
  const rssAfter = target.pids.map(rssOf);

  log(`  sending ${rate} msg/s: ${warmupS} s warm-up, then ${durationS} s measured…`);
  const agents = target.urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  // Most connected people are idle; whole pairs chat, each person every `intervalS` seconds.
  const order = shuffle(activePairs(people, Math.round(rate * intervalS)));
  const total = Math.round(rate * (warmupS + durationS));
  const warmupCount = Math.round(rate * warmupS);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let issued = 0;
  let window = null;
  const started = performance.now();
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000));
      while (issued < due) {
        if (issued === warmupCount) window = openWindow(target.pids, lag);
        const person = order[issued % order.length];
        send(target, agents[person.side], person, issued >= warmupCount, sent);
        issued += 1;
      }
      if (issued >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const steady = closeWindow(window ?? openWindow(target.pids, lag), target.pids, lag);

  // A saturated server answers late: first every send gets its answer (up to 2 minutes), then
  // every acknowledged message gets `drainS` more seconds to arrive before it counts as lost.
  const answersUntil = performance.now() + 120_000;
  while (performance.now() < answersUntil && [...sent.values()].some((r) => r.status === null)) {
    await sleep(200);
  }
  const drainUntil = performance.now() + drainS * 1000;
  while (performance.now() < drainUntil && !settled(sent)) await sleep(100);
  state.closing = true;
  for (const person of people) person.socket?.disconnect();
  for (const agent of agents) agent.destroy();
  return summarise(sent, state, {
    rssBefore,
    rssAfter,
    idleCpu,
    connectS,
    steady,
    sockets: people.length,
    socketsPerInstance: [0, 1].map((s) => people.filter((p) => p.side === s).length),
    rate,
    senders: order.length,
  });
}

async function connectAll(target, people, sent, state) {
  const queue = people.slice();
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      await openSocket(target, person, sent, state);
    }
  };
  await Promise.all(Array.from({ length: 40 }, worker));
}

function openSocket(target, person, sent, state) {
  const socket = connect(target.urls[person.side], {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    ...target.socketOptions(person),
  });
  person.socket = socket;
  person.lastSeq = 0;
  person.counter = 0;
  socket.on('event', (envelope) => {
    if (envelope?.name !== 'message.created') return;
    const now = performance.now();
    const message = envelope.payload.message;
    if (message.senderId === person.id) return;
    const record = sent.get(message.clientKey);
    if (!record || record.to !== person) {
      state.unexpected += 1;
      return;
    }
    record.received += 1;
    if (record.received > 1) {
      state.duplicated += 1;
      return;
    }
    record.latency = now - record.t0;
    // One sender's messages must reach the partner in the order the server numbered them.
    if (message.seq <= person.lastSeq) state.outOfOrder += 1;
    else person.lastSeq = message.seq;
  });
  socket.on('disconnect', () => {
    if (!state.closing) state.disconnects += 1;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (err) =>
      reject(new Error(`socket of ${person.id} refused: ${err.message}`)),
    );
  });
}

function send(target, agent, person, measured, sent) {
  person.counter += 1;
  const clientKey = `bench-${person.index}-${String(person.counter).padStart(6, '0')}`;
  const content = `${SAMPLE_TEXTS[person.counter % SAMPLE_TEXTS.length]} (${person.counter})`;
  const { path, headers, body } = target.request(person, clientKey, content);
  const url = new URL(target.urls[person.side]);
  const record = { t0: performance.now(), measured, to: person.partner, received: 0 };
  record.latency = null;
  record.status = null;
  sent.set(clientKey, record);
  const payload = JSON.stringify(body);
  const req = http.request(
    {
      agent,
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      },
    },
    (res) => {
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      let text = '';
      if (ok) res.resume();
      else res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        record.status = res.statusCode;
        record.answeredIn = performance.now() - record.t0;
        if (!ok) record.answer = text.slice(0, 300);
      });
    },
  );
  req.on('error', (err) => {
    record.status = `error ${err.code ?? err.message}`;
  });
  req.end(payload);
}

const acked = (r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300;

function settled(sent) {
  for (const r of sent.values()) {
    if (r.status === null || (acked(r) && r.received === 0)) return false;
  }
  return true;
}

function openWindow(pids, lag) {
  lag.reset();
  lag.enable();
  return {
    t: performance.now(),
    cpu: pids.map(cpuTicksOf),
    load: loadavg()[0],
    machine: machineTicks(),
    threads: watchThreads(pids),
  };
}

function closeWindow(window, pids, lag) {
  lag.disable();
  const seconds = (performance.now() - window.t) / 1000;
  const cpu = pids.map(cpuTicksOf).map((t, i) => (t - window.cpu[i]) / seconds);
  return {
    seconds,
    cpuPercent: cpu,
    loadBefore: window.load,
    loadAfter: loadavg()[0],
    clientLagP99: lag.percentile(99) / 1e6,
    clientLagMax: lag.max / 1e6,
    threads: window.threads.stop(),
    machine: machineShare(window.machine, machineTicks()),
  };
}

/** All cores' ticks from /proc/stat: [busy, idle + iowait, steal]. */
function machineTicks() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return [user + nice + system + irq + softirq, idle + iowait, steal];
}

function machineShare(before, after) {
  const d = after.map((v, i) => v - before[i]);
  const total = d[0] + d[1] + d[2] || 1;
  return { busy: (100 * d[0]) / total, steal: (100 * d[2]) / total };
}

function summarise(sent, state, extra) {
  const latencies = [];
  const answers = [];
  const failures = new Map();
  const samples = new Map();
  let lost = 0;
  let measuredSent = 0;
  for (const r of sent.values()) {
    if (r.measured) measuredSent += 1;
    if (!acked(r)) {
      const why = String(r.status ?? 'no answer');
      failures.set(why, (failures.get(why) ?? 0) + 1);
      if (r.answer && !samples.has(why)) samples.set(why, r.answer);
      continue;
    }
    if (r.measured) answers.push(r.answeredIn);
    if (r.received === 0) lost += 1;
    else if (r.measured) latencies.push(r.latency);
  }
  latencies.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  const pct = (p, list = latencies) =>
    list.length ? list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] : NaN;
  return {
    ...extra,
    sentTotal: sent.size,
    measuredSent,
    delivered: latencies.length,
    msgPerS: measuredSent / extra.steady.seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1) ?? NaN,
    answerP50: pct(50, answers),
    answerP99: pct(99, answers),
    lost,
    duplicated: state.duplicated,
    outOfOrder: state.outOfOrder,
    unexpected: state.unexpected,
    disconnects: state.disconnects,
    failures: Object.fromEntries(failures),
    failureSamples: Object.fromEntries(samples),
  };
}

/** Both people of as many (random) pairs as make up `count` senders; everyone if more. */
function activePairs(people, count) {
  const pairs = shuffle(people.filter((p) => p.side === 0));
  return pairs.slice(0, Math.max(1, Math.ceil(count / 2))).flatMap((p) => [p, p.partner]);
}

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
