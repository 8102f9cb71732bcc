import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from './config';
import { loggerOptions } from './logger';

/** What one info line looks like when Fastify logs it with the options for `env`. */
function lineFor(env: Pick<Env, 'APP_ENV' | 'LOG_FORMAT' | 'LOG_LEVEL'>): string {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions(env, sink) });
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
    expect(line).toContain('seeded: 12');
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

  it('take LOG_FORMAT from the environment and refuse an unknown one', () => {
    // An AUTH_SECRET keeps the config from writing one into a data folder.
    const base = { AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }).env.LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
