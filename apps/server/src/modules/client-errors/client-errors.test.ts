import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_REPORTS_PER_MINUTE,
  type ClientErrorReport,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { capturingLogger } from '../../../test/captured-log';

const captured = capturingLogger('info');
const t = useTestApp({ logger: captured.log });

const report: ClientErrorReport = {
  kind: 'render',
  message: 'Maximum update depth exceeded',
  stack: 'Error: Maximum update depth exceeded\n    at Ke (/assets/index-Bq3x.js:1:2345)',
  route: '/tenant/favorites',
  release: 'index-Bq3x',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36',
};

let address = 0;
/** Each test from its own client address, so the per-client limit of one does not reach another. */
let ip = '';
beforeEach(() => {
  address += 1;
  ip = `203.0.113.${address}`;
  captured.lines.length = 0;
});

const send = (body: unknown, origin = TEST_ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    remoteAddress: ip,
    headers: { origin },
    payload: body as Record<string, unknown>,
  });

const errorLines = () =>
  captured.lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; clientError?: unknown })
    .filter((line) => line.clientError !== undefined);

describe('POST /api/client-errors', () => {
  it('answers 204 and writes the crash to the log at error level, from a visitor too', async () => {
    const res = await send(report);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const lines = errorLines();
    expect(lines).toHaveLength(1);
    // pino's number for `error`.
    expect(lines[0]!.level).toBe(50);
    expect(lines[0]!.msg).toBe('client error (render) on /tenant/favorites');
    expect(lines[0]!.clientError).toEqual(report);
  });

  it(`answers 429 after ${CLIENT_ERROR_REPORTS_PER_MINUTE} reports a minute from one client, and logs no more`, async () => {
    for (let n = 0; n < CLIENT_ERROR_REPORTS_PER_MINUTE; n++)
      expect((await send(report)).statusCode).toBe(204);
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('resource-exhausted');
    expect(errorLines()).toHaveLength(CLIENT_ERROR_REPORTS_PER_MINUTE);
    // Another client is not held back by this one.
    ip = '198.51.100.7';
    expect((await send(report)).statusCode).toBe(204);
  });

  const tooLong = (field: keyof typeof CLIENT_ERROR_LIMITS) => ({
    ...report,
    [field]:
      field === 'route'
        ? `/${'a'.repeat(CLIENT_ERROR_LIMITS.route)}`
        : 'a'.repeat(CLIENT_ERROR_LIMITS[field] + 1),
  });
  const refusals: Array<[string, unknown]> = [
    ...(Object.keys(CLIENT_ERROR_LIMITS) as Array<keyof typeof CLIENT_ERROR_LIMITS>).map(
      (field): [string, unknown] => [`${field} over its limit`, tooLong(field)],
    ),
    [
      'a route with its query (a search or a token)',
      { ...report, route: '/reset-password?token=abc' },
    ],
    ['a route that is not a path', { ...report, route: 'https://evil.example/' }],
    ['an unknown kind', { ...report, kind: 'other' }],
    ['page data beside the report', { ...report, formValues: { phone: '9876543210' } }],
    ['no stack', { ...report, stack: undefined }],
  ];
  it.each(refusals)('refuses %s with 400 and logs nothing', async (_label, body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-argument');
    expect(errorLines()).toEqual([]);
  });

  it('refuses a page on another site with 403', async () => {
    const res = await send(report, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(errorLines()).toEqual([]);
  });
});
