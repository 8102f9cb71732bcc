import type { PropertySearchResult } from '@nivaas/shared';

export interface Figures {
  name: string;
  api: { p50: number; p95: number; p99: number; rps: number };
  sql: { p50: number; p95: number; p99: number };
  rows: number;
  total: number;
  /** Requests measured. */
  n: number;
  /** CPU time of this process per request (SQLite runs in it; PostgreSQL does not). */
  cpu: { api: { p50: number; p95: number }; sql: { p50: number; p95: number } };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export function summarise(
  name: string,
  api: number[],
  sql: number[],
  result: PropertySearchResult | null,
  cpu: { api: number[]; sql: number[] },
): Figures {
  const ca = [...cpu.api].sort((x, y) => x - y);
  const cs = [...cpu.sql].sort((x, y) => x - y);
  const a = [...api].sort((x, y) => x - y);
  const s = [...sql].sort((x, y) => x - y);
  const sum = api.reduce((t, v) => t + v, 0);
  return {
    name,
    api: {
      p50: percentile(a, 50),
      p95: percentile(a, 95),
      p99: percentile(a, 99),
      rps: (api.length / sum) * 1000,
    },
    sql: { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) },
    rows: result?.properties.length ?? 0,
    n: api.length,
    cpu: {
      api: { p50: percentile(ca, 50), p95: percentile(ca, 95) },
      sql: { p50: percentile(cs, 50), p95: percentile(cs, 95) },
    },
    total: result?.total ?? 0,
  };
}

const ms = (v: number) => v.toFixed(2);

/** A Markdown table, so a run can be pasted into docs/operations/benchmarks.md as it is. */
export function formatTable(rows: readonly Figures[]): string {
  const head = [
    'query',
    'total',
    'n',
    'API p50',
    'API p95',
    'API p99',
    'req/s',
    'SQL p50',
    'SQL p95',
    'SQL p99',
    'API/SQL p50',
    'API/SQL p95',
  ];
  const lines = rows.map((r) => [
    r.name,
    r.total.toLocaleString('en-IN'),
    String(r.n),
    ms(r.api.p50),
    ms(r.api.p95),
    ms(r.api.p99),
    r.api.rps.toFixed(0),
    ms(r.sql.p50),
    ms(r.sql.p95),
    ms(r.sql.p99),
    `${(r.api.p50 / r.sql.p50).toFixed(2)}×`,
    `${(r.api.p95 / r.sql.p95).toFixed(2)}×`,
  ]);
  return [
    `\n| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
    '\nTimes in ms. SQL: the same page (and, on page 1, count) statements straight through the driver.',
  ].join('\n');
}

/**
 * CPU time per request: what the work costs, apart from waiting for a core on a busy machine.
 * Meaningful for SQLite, which runs inside this process.
 */
export function formatCpuTable(rows: readonly Figures[]): string {
  const head = ['query', 'API CPU p50', 'API CPU p95', 'SQL CPU p50', 'SQL CPU p95', 'API/SQL p50'];
  return [
    `\n| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${[
          r.name,
          ms(r.cpu.api.p50),
          ms(r.cpu.api.p95),
          ms(r.cpu.sql.p50),
          ms(r.cpu.sql.p95),
          `${(r.cpu.api.p50 / r.cpu.sql.p50).toFixed(2)}×`,
        ].join(' | ')} |`,
    ),
    '\nCPU ms of this process per request (user + system).',
  ].join('\n');
}
