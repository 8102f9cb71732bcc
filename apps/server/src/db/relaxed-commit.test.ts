import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './client';
import { RELAXED_SYNC_WITHIN_MS, relaxedTransaction } from './relaxed-commit';

const writer = fileURLToPath(new URL('../../test/relaxed-commit-writer.ts', import.meta.url));
const dirs: string[] = [];
const opened: Db[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openIn(dir?: string): { db: Db; dir: string } {
  const dataDir = dir ?? mkdtempSync(path.join(tmpdir(), 'nivaas-relaxed-'));
  if (!dir) dirs.push(dataDir);
  const db = createDb({ dataDir });
  opened.push(db);
  return { db, dir: dataDir };
}

const synchronous = async (db: Db) =>
  (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db.db)).rows[0]?.synchronous;

describe('a relaxed commit (SQLite)', () => {
  it('is stored and visible at once, and every other commit still waits for the disk', async () => {
    const { db } = openIn();
    await sql`CREATE TABLE notes (body TEXT NOT NULL)`.execute(db.db);
    expect(await synchronous(db)).toBe(2); // FULL
    await relaxedTransaction(db.db, async (trx) => {
      expect(await synchronous({ ...db, db: trx })).toBe(1); // NORMAL, for this one
      await sql`INSERT INTO notes (body) VALUES ('hello')`.execute(trx);
    });
    expect(await synchronous(db)).toBe(2);
    const rows = await sql<{ body: string }>`SELECT body FROM notes`.execute(db.db);
    expect(rows.rows).toEqual([{ body: 'hello' }]);
  });

  it('undoes everything when its work throws, and leaves later commits full', async () => {
    const { db } = openIn();
    await sql`CREATE TABLE notes (body TEXT NOT NULL)`.execute(db.db);
    await expect(
      relaxedTransaction(db.db, async (trx) => {
        await sql`INSERT INTO notes (body) VALUES ('half')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await sql`SELECT body FROM notes`.execute(db.db)).rows).toEqual([]);
    expect(await synchronous(db)).toBe(2);
  });

  it('reaches the database file itself soon after (its sync is due a second later)', async () => {
    const { db, dir } = openIn();
    await sql`CREATE TABLE notes (body TEXT NOT NULL)`.execute(db.db);
    const marker = `relaxed-${Date.now()}-marker`;
    await relaxedTransaction(db.db, async (trx) => {
      await sql`INSERT INTO notes (body) VALUES (${marker})`.execute(trx);
    });
    const inMainFile = () => readFileSync(path.join(dir, 'nivaas.db')).includes(marker);
    // Committed to the write-ahead log only: the main file does not hold it yet.
    expect(inMainFile()).toBe(false);
    const deadline = Date.now() + RELAXED_SYNC_WITHIN_MS * 10;
    while (!inMainFile() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The log was synced and copied back by the checkpoint that follows relaxed commits.
    expect(inMainFile()).toBe(true);
  });

  it('loses no acknowledged write when the server is killed (kill -9)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivaas-relaxed-kill-'));
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
