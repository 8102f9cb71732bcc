import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');

/** Runs the real server entry point (TypeScript through tsx) until it exits or prints `until`. */
function runServer(
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ...env,
      },
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (until && until.test(out)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

// Each test starts Node and the server: several times slower on a busy machine.
describe('server start', { timeout: 120_000 }, () => {
  it('refuses to start with a clear list when the environment is invalid', async () => {
    const { code, out } = await runServer({
      PORT: 'not-a-port',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nv-')),
    });
    expect(code).toBe(1);
    expect(out).toContain('Nivaas could not start.');
    expect(out).toMatch(/PORT: /);
  });

  it('stops with the reason when a migration fails, and serves nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nv-'));
    const db = new Database(path.join(dir, 'nivaas.db'));
    db.exec('create table users (id integer)'); // a stranger's table in our way
    db.close();
    const { code, out } = await runServer({ DATA_DIR: dir });
    expect(code).toBe(1);
    expect(out).toMatch(/Migration 001-accounts failed: .*users.*already exists/i);
  });

  it('starts, says where it listens, and shuts down cleanly on SIGTERM', async () => {
    const { code, out } = await runServer(
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nv-')) },
      /Nivaas is running at/,
    );
    expect(out).toContain('Nivaas is running at');
    expect(code).toBe(0);
  });
});
