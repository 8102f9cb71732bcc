import { scrypt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWalSync, type SyncFile } from './wal-sync';

/** A flush the test finishes by hand, recording when each one started. */
function handFlushes() {
  const started: number[] = [];
  const pending: Array<{ finish: () => void; fail: (err: Error) => void }> = [];
  let commitsSoFar = 0;
  const sync: SyncFile = () =>
    new Promise<boolean>((resolve, reject) => {
      started.push(commitsSoFar);
      pending.push({ finish: () => resolve(true), fail: reject });
    });
  return {
    sync,
    started,
    noteCommit: () => (commitsSoFar += 1),
    finishNext: async () => {
      pending.shift()!.finish();
      await new Promise((resolve) => setImmediate(resolve));
    },
    failNext: async (err: Error) => {
      pending.shift()!.fail(err);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const settledState = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('the write-ahead log flushed off the event loop', () => {
  it('answers at once when nothing was committed since the last flush', async () => {
    const flushes = handFlushes();
    const wal = createWalSync('/nowhere-wal', flushes.sync);
    expect(await settledState(wal.durable())).toBe('resolved');
    expect(flushes.started).toEqual([]);
  });

  it('holds a commit until a flush begun after it has finished', async () => {
    const flushes = handFlushes();
    const wal = createWalSync('/nowhere-wal', flushes.sync);
    flushes.noteCommit();
    wal.committed();
    const durable = wal.durable();
    expect(flushes.started).toEqual([1]);
    expect(await settledState(durable)).toBe('pending');
    await flushes.finishNext();
    expect(await settledState(durable)).toBe('resolved');
  });

  it('flushes the commits made during a flush together, once more', async () => {
    const flushes = handFlushes();
    const wal = createWalSync('/nowhere-wal', flushes.sync);
    flushes.noteCommit();
    wal.committed();
    const first = wal.durable();
    const later: Promise<void>[] = [];
    for (let i = 0; i < 5; i++) {
      flushes.noteCommit();
      wal.committed();
      later.push(wal.durable());
    }
    await flushes.finishNext();
    expect(await settledState(first)).toBe('resolved');
    // The first flush may have begun before these commits: they wait for the next one.
    expect(await settledState(Promise.all(later))).toBe('pending');
    expect(flushes.started).toEqual([1, 6]);
    await flushes.finishNext();
    expect(await settledState(Promise.all(later))).toBe('resolved');
    expect(flushes.started).toEqual([1, 6]);
  });

  it('fails those waiting when a flush fails, and flushes again on the next commit', async () => {
    const flushes = handFlushes();
    const wal = createWalSync('/nowhere-wal', flushes.sync);
    flushes.noteCommit();
    wal.committed();
    const refused = expect(wal.durable()).rejects.toThrow('EIO');
    await flushes.failNext(new Error('EIO'));
    await refused;
    flushes.noteCommit();
    wal.committed();
    const next = wal.durable();
    expect(flushes.started).toEqual([1, 2]);
    await flushes.finishNext();
    expect(await settledState(next)).toBe('resolved');
  });

  it('answers a request for its own commit once that is on disk, while later ones wait', async () => {
    const flushes = handFlushes();
    const wal = createWalSync('/nowhere-wal', flushes.sync);
    flushes.noteCommit();
    const mine = wal.committed();
    flushes.noteCommit();
    const theirs = wal.committed();
    expect([mine, theirs]).toEqual([1, 2]);
    await flushes.finishNext();
    // The flush begun at the first commit covers it; everything so far needs the second one.
    expect(await settledState(wal.durable(mine))).toBe('resolved');
    expect(await settledState(wal.durable())).toBe('pending');
    await flushes.finishNext();
    expect(await settledState(wal.durable(theirs))).toBe('resolved');
  });

  it('flushes a real file on its own thread, not behind password hashing on the thread pool', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nivaas-wal-sync-'));
    const log = path.join(dir, 'nivaas.db-wal');
    writeFileSync(log, 'x'.repeat(4096));
    const wal = createWalSync(log);
    try {
      // Eight slow hashes fill libuv's four threads, twice over; the flush does not wait for one.
      let hashed = 0;
      const hashing = Array.from(
        { length: 8 },
        () =>
          new Promise<void>((resolve) =>
            scrypt('password', 'salt', 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 27 }, () => {
              hashed += 1;
              resolve();
            }),
          ),
      );
      wal.committed();
      await wal.durable();
      expect(hashed).toBe(0);
      await Promise.all(hashing);
    } finally {
      await wal.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
