import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './client';

/** The design's crash budget: `kill -9` mid-write loses no acknowledged write (SQLite). */
const writer = fileURLToPath(new URL('../../test/acknowledged-writer.ts', import.meta.url));
const dirs: string[] = [];
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openIn(dataDir: string): { db: Db } {
  const db = createDb({ dataDir });
  opened.push(db);
  return { db };
}

describe('acknowledged writes (SQLite)', () => {
  it('loses no acknowledged write when the server is killed (kill -9)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivaas-kill-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let acknowledged = 0;
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => reject(new Error(`the writer stopped by itself (${code})`)));
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) acknowledged = Math.max(acknowledged, Number(line));
        if (acknowledged >= 300) resolve();
      });
    });
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const { db } = openIn(dataDir);
    const stored = await sql<{ n: number }>`SELECT n FROM acked ORDER BY n`.execute(db.db);
    const numbers = stored.rows.map((r) => Number(r.n));
    // Every number the writer printed was committed before it printed it.
    expect(numbers.length).toBeGreaterThanOrEqual(acknowledged);
    expect(numbers.slice(0, acknowledged)).toEqual(
      Array.from({ length: acknowledged }, (_, i) => i + 1),
    );
  }, 120_000);
});
