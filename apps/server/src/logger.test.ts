import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from './config';
import { logControllerFor, loggerOptions } from './logger';

type LogEnv = Pick<Env, 'APP_ENV' | 'LOG_FORMAT' | 'LOG_LEVEL'>;

/** A Fastify app logging as the server would for `env`, and the lines it writes. */
function appFor(env: LogEnv) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions(env, sink), logController: logControllerFor(env) });
  app.get('/api/session', () => ({ user: null }));
  return { app, lines };
}

/** What one info line looks like when Fastify logs it with the options for `env`. */
function lineFor(env: LogEnv): string {
  const { app, lines } = appFor(env);
  app.log.info({ seeded: 12 }, 'demo data seeded');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}
const isJson = (line: string) => {
  try {
    return (JSON.parse(line) as { msg?: string }).msg === 'demo data seeded';
  } catch {
    return false;
  }
};

describe('log lines', () => {
  it.each([
    ['demo', undefined],
    ['development', undefined],
    ['production', 'pretty'],
  ] as const)('are readable text with APP_ENV=%s and LOG_FORMAT=%s', (APP_ENV, LOG_FORMAT) => {
    const line = lineFor({ APP_ENV, LOG_FORMAT, LOG_LEVEL: 'info' });
    expect(isJson(line)).toBe(false);
    expect(line).toMatch(/INFO.*demo data seeded/);
    expect(line).toContain('"seeded":12');
  });

  it.each([
    ['production', undefined],
    ['demo', 'json'],
    ['development', 'json'],
  ] as const)('are JSON with APP_ENV=%s and LOG_FORMAT=%s', (APP_ENV, LOG_FORMAT) => {
    const line = lineFor({ APP_ENV, LOG_FORMAT, LOG_LEVEL: 'info' });
    expect(isJson(line)).toBe(true);
    expect(JSON.parse(line)).toMatchObject({ level: 30, seeded: 12 });
  });

  it('give a request one short line where a person reads them', async () => {
    const { app, lines } = appFor({ APP_ENV: 'demo', LOG_FORMAT: undefined, LOG_LEVEL: 'info' });
    await app.inject({ method: 'GET', url: '/api/session' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO.*GET \/api\/session 200 \d+ ms/);
  });

  it('keep Fastify’s request and response entries in JSON', async () => {
    const { app, lines } = appFor({
      APP_ENV: 'production',
      LOG_FORMAT: undefined,
      LOG_LEVEL: 'info',
    });
    await app.inject({ method: 'GET', url: '/api/session' });
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('take LOG_FORMAT from the environment and refuse an unknown one', () => {
    // An AUTH_SECRET keeps the config from writing one into a data folder.
    const base = { AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }).env.LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
