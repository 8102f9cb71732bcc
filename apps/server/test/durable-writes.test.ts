import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, signIn } from './accounts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './build-test-app';
import { createDb, type Db } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import type { SyncFile } from '../src/db/wal-sync';
import { inTransaction } from '../src/plugins/events/transaction';

/** The app's database in a file (as `npm start` has it), its log flushed through `sync`. */
const dirs: string[] = [];
const opened: Array<TestApp | Db> = [];
const releases: Array<() => void> = [];
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  for (const it of opened.splice(0).reverse()) await it.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fileDb(syncFile?: SyncFile): { database: Db; file: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivaas-durable-'));
  dirs.push(dataDir);
  const database = createDb({ dataDir, ...(syncFile ? { syncFile } : {}) });
  return { database, file: path.join(dataDir, 'nivaas.db') };
}

/** A flush of the log that can be held back, as a slow disk would. */
function heldFlushes() {
  let held: Promise<void> | null = null;
  let release = () => {};
  let asked = 0;
  releases.push(() => release());
  const sync: SyncFile = async () => {
    asked += 1;
    if (held) await held;
    return true;
  };
  return {
    sync,
    asked: () => asked,
    hold() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      held = null;
      release();
    },
  };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('acknowledged writes on a slow disk (SQLite in a file)', () => {
  it('answers a change only once its log is on disk, and a read or a refusal without waiting', async () => {
    const flushes = heldFlushes();
    const { database } = fileDb(flushes.sync);
    await migrateToLatest(database);
    const testApp = await buildTestApp({ database });
    opened.push(database, testApp);
    const user = await makeUser(testApp.app);

    flushes.hold();
    const before = flushes.asked();
    let answered = false;
    // A sign-in stores a session: its answer acknowledges that write.
    const signingIn = signIn(testApp.app, user.email).then((cookie) => {
      answered = true;
      return cookie;
    });
    await until(() => flushes.asked() > before);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
    // A change refused before it wrote anything acknowledges no write: it answers at once too.
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: {},
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);

    flushes.release();
    const cookie = await signingIn;
    expect(cookie).toMatch(/session_token=/);
  });

  it("delivers a change's events to open tabs only once the change is on disk", async () => {
    const flushes = heldFlushes();
    const { database } = fileDb(flushes.sync);
    await migrateToLatest(database);
    const testApp = await buildTestApp({ database });
    opened.push(database, testApp);
    const heard: string[] = [];
    const bus = testApp.app.bus;
    bus.onAfterCommit('test.flushed' as never, (() => void heard.push('event')) as never);
    // A chat message's delivery is the one that goes out at the commit.
    bus.onAfterCommit('test.flushed' as never, (() => void heard.push('at commit')) as never, {
      atCommit: true,
    });

    flushes.hold();
    const before = flushes.asked();
    const writing = inTransaction(testApp.app.deps, async (trx, emit) => {
      await sql`CREATE TABLE flushed_notes (n INTEGER PRIMARY KEY)`.execute(trx);
      (emit as (name: string, payload: unknown) => void)('test.flushed', {});
    });
    await until(() => flushes.asked() > before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['at commit']);

    flushes.release();
    await writing;
    expect(heard).toEqual(['at commit', 'event']);
  });

  it('copies the log into the database file on its own thread as commits add up', async () => {
    const { database, file } = fileDb();
    opened.push(database);
    await sql`CREATE TABLE notes (n INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(database.db);
    const sizeBefore = statSync(file).size;
    const body = 'x'.repeat(2_000);
    for (let n = 1; n <= 300; n++) {
      await database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO notes (n, body) VALUES (${n}, ${body})`.execute(trx);
      });
    }
    // 300 commits of 2 KB: far below the connection's own automatic checkpoint, so only the
    // checkpoint thread puts them in the database file before it is closed.
    await until(() => statSync(file).size > sizeBefore + 500_000);
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(database.db);
    expect(Number(rows[0]!.n)).toBe(300);
  });
});
