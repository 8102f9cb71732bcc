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

describe('user:create command', () => {
  it('creates a verified admin, records it in the audit log, and refuses a duplicate', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nv-cli-'));
    expect(cli(dir, ['migrate']).status).toBe(0);
    const made = cli(dir, [
      'user-create',
      '--email',
      'Chief@Example.in',
      '--role',
      'admin',
      '--password',
      'Strong-pass-123',
    ]);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Created admin chief@example.in');
    const db = new Database(path.join(dir, 'nivaas.db'), { readonly: true });
    const user = db
      .prepare('select id, userType, emailVerified from users where email = ?')
      .get('chief@example.in') as { id: string; userType: string; emailVerified: number };
    expect(user).toMatchObject({ userType: 'admin', emailVerified: 1 });
    const audit = db.prepare('select action, targetId from audit_log').all();
    expect(audit).toEqual([{ action: 'user.create', targetId: user.id }]);
    db.close();
    const again = cli(dir, [
      'user-create',
      '--email',
      'chief@example.in',
      '--role',
      'admin',
      '--password',
      'x-Strong-pass-1',
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
    // Four CLI processes, each starting Node and opening the database: slow on a busy machine.
  }, 300_000);

  it('explains its usage on a bad role', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nv-cli-'));
    const bad = cli(dir, ['user-create', '--email', 'x@example.in', '--role', 'emperor']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Usage:');
  });
});
