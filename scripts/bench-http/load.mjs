// One autocannon run against one server, with the server's resident memory sampled each second.
import { clearInterval, setInterval } from 'node:timers';
import autocannon from 'autocannon';
import { rssOf } from '../bench-chat/processes.mjs';

/**
 * Runs `requests` against `url` for `seconds` on `connections` connections (at `rate` requests
 * a second in all when given, else as fast as the server answers). `pids`: whose RSS to sample.
 */
export async function drive({ url, requests, seconds, connections, rate, pids = [] }) {
  const samples = pids.map(() => []);
  const sample = () => pids.forEach((pid, i) => samples[i].push(safeRss(pid)));
  sample();
  const timer = setInterval(sample, 1000);
  try {
    const r = await autocannon({
      url,
      requests,
      duration: seconds,
      connections,
      ...(rate ? { overallRate: rate } : {}),
      timeout: 10,
    });
    sample();
    return {
      requests: r.requests.total,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      s4xx: r['4xx'],
      s5xx: r['5xx'],
      statusCodes: r.statusCodeStats,
      rss: samples.map((s) => ({ first: s[0], last: s.at(-1), peak: Math.max(...s), samples: s })),
    };
  } finally {
    clearInterval(timer);
  }
}

function safeRss(pid) {
  try {
    return rssOf(pid);
  } catch {
    return 0;
  }
}

export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
export const pct = (a, b) => (b ? ((a / b - 1) * 100).toFixed(1) : 'n/a');
