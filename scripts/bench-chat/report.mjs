import { cpus } from 'node:os';

// The printed result: Nivaas beside the bare Socket.IO baseline, then the budget verdicts.

export const BUDGET = { p99Ms: 50, socketKb: 30 };

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const perSocketKb = (r) =>
  r.rssAfter.reduce((sum, after, i) => sum + (after - r.rssBefore[i]), 0) / r.sockets / 1024;
const ratio = (a, b) => (Number.isFinite(a / b) && b !== 0 ? `${(a / b).toFixed(1)}×` : '–');

export function formatReport(setup, nivaas, baseline) {
  const rows = [
    ['messages sent (measured)', nivaas.measuredSent, baseline.measuredSent],
    ['send rate (msg/s)', nivaas.msgPerS.toFixed(1), baseline.msgPerS.toFixed(1)],
    ['delivered to the partner', nivaas.delivered, baseline.delivered],
    ['latency p50 (ms)', ms(nivaas.p50), ms(baseline.p50), ratio(nivaas.p50, baseline.p50)],
    ['latency p95 (ms)', ms(nivaas.p95), ms(baseline.p95), ratio(nivaas.p95, baseline.p95)],
    ['latency p99 (ms)', ms(nivaas.p99), ms(baseline.p99), ratio(nivaas.p99, baseline.p99)],
    ['latency max (ms)', ms(nivaas.max), ms(baseline.max), ratio(nivaas.max, baseline.max)],
    ['HTTP answer p50 / p99 (ms)', answer(nivaas), answer(baseline)],
    ['lost', nivaas.lost, baseline.lost],
    ['duplicated', nivaas.duplicated, baseline.duplicated],
    ['out of order', nivaas.outOfOrder, baseline.outOfOrder],
    ['failed sends (not 2xx)', failed(nivaas), failed(baseline)],
    ['unexpected events', nivaas.unexpected, baseline.unexpected],
    ['sockets dropped during the run', nivaas.disconnects, baseline.disconnects],
    ['RSS A before → after (MB)', rss(nivaas, 0), rss(baseline, 0)],
    ['RSS B before → after (MB)', rss(nivaas, 1), rss(baseline, 1)],
    [
      'memory per socket (KB)',
      perSocketKb(nivaas).toFixed(1),
      perSocketKb(baseline).toFixed(1),
      ratio(perSocketKb(nivaas), perSocketKb(baseline)),
    ],
    ['server CPU A / B (% of a core)', cpu(nivaas), cpu(baseline)],
    ['server CPU idle, sockets connected (%)', idle(nivaas), idle(baseline)],
    ['server CPU per message above idle (ms)', cpuPerMessage(nivaas), cpuPerMessage(baseline)],
    [
      'server loop A on CPU / waiting for a core (%)',
      threads(nivaas, 0, 'cpu'),
      threads(baseline, 0, 'cpu'),
    ],
    [
      'server loop B on CPU / waiting for a core (%)',
      threads(nivaas, 1, 'cpu'),
      threads(baseline, 1, 'cpu'),
    ],
    [
      'server loop A idle / asleep / disk (%)',
      threads(nivaas, 0, 'wait'),
      threads(baseline, 0, 'wait'),
    ],
    [
      'server loop B idle / asleep / disk (%)',
      threads(nivaas, 1, 'wait'),
      threads(baseline, 1, 'wait'),
    ],
    ['bench client loop lag p99 / max (ms)', lag(nivaas), lag(baseline)],
    ['machine load (1 min) start → end', load(nivaas), load(baseline)],
    ['machine CPU busy / stolen by the host (%)', machine(nivaas), machine(baseline)],
    ['sockets connected in (s)', nivaas.connectS.toFixed(1), baseline.connectS.toFixed(1)],
  ];
  const widths = [0, 1, 2, 3].map((c) =>
    Math.max(
      ...[['', 'Nivaas', 'baseline', 'ratio'], ...rows].map((r) => String(r[c] ?? '').length),
    ),
  );
  const line = (r) =>
    [
      String(r[0]).padEnd(widths[0]),
      ...[1, 2, 3].map((c) => String(r[c] ?? '').padStart(widths[c])),
    ]
      .join('  ')
      .trimEnd();
  const failures = [nivaas, baseline]
    .map((r, i) => [['Nivaas', 'baseline'][i], r.failures])
    .filter(([, f]) => Object.keys(f).length)
    .map(([name, f]) => `  ${name} failed sends by status: ${JSON.stringify(f)}`)
    .concat(
      Object.entries(nivaas.failureSamples).map(([status, body]) => `  e.g. ${status}: ${body}`),
    );
  const verdicts = [
    [`p99 ≤ ${BUDGET.p99Ms} ms`, nivaas.p99 <= BUDGET.p99Ms, `${ms(nivaas.p99)} ms`],
    ['0 lost', nivaas.lost === 0, nivaas.lost],
    ['0 duplicated', nivaas.duplicated === 0, nivaas.duplicated],
    ['0 out of order', nivaas.outOfOrder === 0, nivaas.outOfOrder],
    ['0 failed sends (run valid)', failed(nivaas) === 0, failed(nivaas)],
    [
      `memory per socket < ${BUDGET.socketKb} KB`,
      perSocketKb(nivaas) < BUDGET.socketKb,
      `${perSocketKb(nivaas).toFixed(1)} KB`,
    ],
  ].map(([name, ok, value]) => `  ${ok ? 'PASS' : 'MISS'}  ${name.padEnd(28)} ${value}`);
  return [
    '',
    `Chat delivery: ${setup.sockets} sockets (${setup.sockets / 2} pairs, one member on each instance), ` +
      `2 instances + Redis, ${setup.database}`,
    `${setup.rate} msg/s offered for ${setup.duration} s after ${setup.warmup} s warm-up, by ` +
      `${nivaas.senders} people (whole pairs) each sending every ${(nivaas.senders / setup.rate).toFixed(1)} s; ` +
      `the other sockets stay connected and idle`,
    `latency = HTTP send → message.created on the partner's socket (every message crosses Redis)`,
    `Machine: ${cpus().length} cores, Node ${process.version}; the bench client runs on it too.`,
    '',
    line(['', 'Nivaas', 'baseline', 'ratio']),
    ...rows.map(line),
    ...(failures.length ? ['', ...failures] : []),
    '',
    'Budget (Nivaas):',
    ...verdicts,
    '',
    `bench:chat ${setup.sockets} sockets, ${setup.rate} msg/s, ${setup.duration} s: Nivaas p50/p99 ` +
      `${ms(nivaas.p50)}/${ms(nivaas.p99)} ms (baseline ${ms(baseline.p50)}/${ms(baseline.p99)}), ` +
      `lost/dup/order ${nivaas.lost}/${nivaas.duplicated}/${nivaas.outOfOrder}, failed ${failed(nivaas)}, ` +
      `${perSocketKb(nivaas).toFixed(1)} KB/socket (baseline ${perSocketKb(baseline).toFixed(1)}), ` +
      `connected in ${nivaas.connectS.toFixed(1)} s, load ${load(nivaas)}; ` +
      `${verdicts.every((v) => v.startsWith('  PASS')) ? 'all PASS' : 'MISS'}`,
  ].join('\n');
}

// Both instances' CPU over the window less their idle CPU, divided by the messages sent in it.
const sum = (list) => list.reduce((a, b) => a + b, 0);
const cpuPerMessage = (r) =>
  (((sum(r.steady.cpuPercent) - sum(r.idleCpu)) * 10) / r.msgPerS).toFixed(2);
const idle = (r) => r.idleCpu.map((c) => c.toFixed(0)).join(' / ');
const threads = (r, i, kind) => {
  const t = r.steady.threads[i];
  const parts = kind === 'cpu' ? [t.onCpu, t.waitingForCpu] : [t.idle, t.asleep, t.disk];
  return parts.map((v) => v.toFixed(0)).join(' / ');
};
const machine = (r) => `${r.steady.machine.busy.toFixed(0)} / ${r.steady.machine.steal.toFixed(0)}`;
const answer = (r) => `${ms(r.answerP50)} / ${ms(r.answerP99)}`;
const failed = (r) => Object.values(r.failures).reduce((a, b) => a + b, 0);
const rss = (r, i) => `${mb(r.rssBefore[i])} → ${mb(r.rssAfter[i])}`;
const cpu = (r) => r.steady.cpuPercent.map((c) => c.toFixed(0)).join(' / ');
const lag = (r) => `${r.steady.clientLagP99.toFixed(1)} / ${r.steady.clientLagMax.toFixed(1)}`;
const load = (r) => `${r.steady.loadBefore.toFixed(1)} → ${r.steady.loadAfter.toFixed(1)}`;
