import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');
const cli = (dir: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
const create = (dir: string, email: string, role: string) =>
  cli(dir, ['user-create', '--email', email, '--role', role, '--password', 'Strong-pass-123']);

describe('user:role command', () => {
  it('makes someone admin with a reason in the audit log, and never demotes the last admin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nv-cli-'));
    expect(cli(dir, ['migrate']).status).toBe(0);
    expect(create(dir, 'asha@example.in', 'owner').status).toBe(0);
    const made = cli(dir, [
      'user-role',
      '--email',
      'Asha@example.in',
      '--role',
      'admin',
      '--reason',
      'New trust team member',
    ]);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('asha@example.in is now admin');
    const db = new Database(path.join(dir, 'nivaas.db'), { readonly: true });
    expect(db.prepare('select userType from users where email = ?').get('asha@example.in')).toEqual(
      {
        userType: 'admin',
      },
    );
    expect(
      db.prepare("select actorId, reason, details from audit_log where action = 'user.role'").get(),
    ).toEqual({
      actorId: null,
      reason: 'New trust team member',
      details: JSON.stringify({ from: 'owner', to: 'admin', via: 'cli' }),
    });
    db.close();
    const last = cli(dir, [
      'user-role',
      '--email',
      'asha@example.in',
      '--role',
      'tenant',
      '--reason',
      'x',
    ]);
    expect(last.status).toBe(1);
    expect(last.stderr).toContain('last admin');
    // Four processes, each building the app: slow on a busy machine.
  }, 300_000);
});
