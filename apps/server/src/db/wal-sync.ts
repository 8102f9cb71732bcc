import { Worker } from 'node:worker_threads';

/**
 * Puts SQLite's committed writes on disk without holding the event loop (decision 083).
 *
 * The connection runs with `synchronous = NORMAL` in WAL mode: a commit is in the log file when
 * it returns, so a `kill -9` loses nothing, but the log is not flushed to the disk. FULL would
 * flush it inside every COMMIT, on the event loop (better-sqlite3 is synchronous), and every
 * other request and socket waited for the disk meanwhile. Here the same flush of the log
 * (`fdatasync`, what FULL does after a commit) runs on libuv's thread pool as soon as a commit
 * returns, one flush for every commit made before it started (a group commit); a response that
 * acknowledges a write waits for `durable()`, so what was acknowledged survives a power cut.
 */
export interface WalSync {
  /** A write has just committed: flush the log soon. Returns the commit's number (from 1). */
  committed(): number;
  /** Resolves once commit number `upTo` (by default every commit made so far) is on disk. */
  durable(upTo?: number): Promise<void>;
  /** Waits for a flush under way, then lets the log file go. */
  close(): Promise<void>;
}

/** Flushes one file's data to the disk; `false` when the file is not there (nothing to flush). */
export type SyncFile = ((path: string) => Promise<boolean>) & { close?: () => Promise<void> };

export function createWalSync(walPath: string, syncFile: SyncFile = threadSyncer()): WalSync {
  let written = 0;
  let synced = 0;
  let running: Promise<void> | null = null;
  let failure: unknown = null;
  const waiters: Array<{ upTo: number; resolve: () => void; reject: (err: unknown) => void }> = [];

  const settle = () => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      const waiter = waiters[i]!;
      if (failure) waiter.reject(failure);
      else if (waiter.upTo <= synced) waiter.resolve();
      else continue;
      waiters.splice(i, 1);
    }
  };

  const flush = async () => {
    while (synced < written) {
      const upTo = written;
      try {
        await syncFile(walPath);
        synced = upTo;
        failure = null;
      } catch (err) {
        // Those waiting hear of it (their request fails); the next commit tries again.
        failure = err;
        settle();
        failure = null;
        break;
      }
      settle();
    }
    running = null;
  };

  return {
    committed() {
      written += 1;
      running ??= flush();
      return written;
    },
    durable(upTo = written) {
      if (synced >= upTo) return Promise.resolve();
      running ??= flush();
      return new Promise((resolve, reject) => waiters.push({ upTo, resolve, reject }));
    },
    async close() {
      await running;
      await syncFile.close?.();
    },
  };
}

// The flushing thread's code (CommonJS, run with `eval`): one handle on the log kept open,
// reopened if the log was missing; each request answered with its id.
const THREAD = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
let fd = null;
parentPort.on('message', ({ id, path }) => {
  try {
    if (fd === null) {
      try {
        fd = fs.openSync(path, 'r');
      } catch (err) {
        if (err.code === 'ENOENT') return void parentPort.postMessage({ id, synced: false });
        throw err;
      }
    }
    fs.fdatasyncSync(fd);
    parentPort.postMessage({ id, synced: true });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
});
`;

/**
 * `fdatasync` of the file on a thread of its own. On libuv's thread pool (four threads) a flush
 * queued behind password hashing (scrypt) and compression, and every answer to a change waited
 * with it; this thread does nothing else.
 */
function threadSyncer(): SyncFile {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<
    number,
    { resolve: (synced: boolean) => void; reject: (err: Error) => void }
  >();
  const start = () => {
    const thread = new Worker(THREAD, { eval: true });
    // Held only while a flush is under way: an idle thread keeps no finished process alive.
    thread.unref();
    thread.on(
      'message',
      ({ id, synced, error }: { id: number; synced?: boolean; error?: string }) => {
        const waiting = pending.get(id);
        pending.delete(id);
        if (pending.size === 0) thread.unref();
        if (error !== undefined) waiting?.reject(new Error(error));
        else waiting?.resolve(synced === true);
      },
    );
    thread.on('error', (err) => {
      for (const waiting of pending.values()) waiting.reject(err);
      pending.clear();
      worker = null;
    });
    return thread;
  };
  const sync = (path: string) =>
    new Promise<boolean>((resolve, reject) => {
      worker ??= start();
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, path });
    });
  return Object.assign(sync, {
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  });
}
