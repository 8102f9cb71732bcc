import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's checkpoints (copying the write-ahead log into the database file, then flushing both to
 * the disk) on a thread of their own (decision 083). Left to the app's connection, every
 * thousandth page written made one commit wait for the copy and two flushes, on the event loop:
 * 3–4 ms at the 98th percentile of a chat send's commit against 0.5 ms without.
 *
 * The thread opens the same file and runs a passive checkpoint (one that never waits for, nor
 * holds up, a reader or a writer) once `everyCommits` commits were counted, or within `idleMs` of
 * the last one. The app's connection keeps an automatic checkpoint at `BACKSTOP_PAGES`, so the log
 * stays bounded should the thread ever stop.
 */
export interface WalCheckpoints {
  /** A write has just committed (counted for the thread, which looks every `pollMs`). */
  committed(): void;
  /** Checkpoints what is left and stops the thread. */
  close(): Promise<void>;
}

/** The app connection's own automatic checkpoint, a backstop (pages; SQLite's default is 1,000). */
export const BACKSTOP_PAGES = 20_000;

export interface WalCheckpointOptions {
  everyCommits?: number;
  idleMs?: number;
  pollMs?: number;
  /** A checkpoint failed (logged by the caller; the next one tries again). */
  onError?: (message: string) => void;
}

// The thread's code (CommonJS, run with `eval`): the driver's path comes from the app, so it
// loads the same better-sqlite3 from source and from the bundle alike.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const { file, everyCommits, idleMs, pollMs } = workerData;
const counted = new Int32Array(workerData.counter);
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
let done = 0;
let changedAt = Date.now();
let seen = 0;
const checkpoint = () => {
  done = Atomics.load(counted, 0);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage(String(err)); }
};
const timer = setInterval(() => {
  const now = Atomics.load(counted, 0);
  if (now !== seen) { seen = now; changedAt = Date.now(); }
  if (now - done >= everyCommits || (now !== done && Date.now() - changedAt >= idleMs)) checkpoint();
}, pollMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export function startWalCheckpoints(
  file: string,
  { everyCommits = 200, idleMs = 2_000, pollMs = 100, onError }: WalCheckpointOptions = {},
): WalCheckpoints {
  const counter = new SharedArrayBuffer(4);
  const counted = new Int32Array(counter);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { file, driver, counter, everyCommits, idleMs, pollMs },
  });
  // The thread must not keep a finished process alive, nor take it down when it fails.
  worker.unref();
  worker.on('message', (message: string) => onError?.(message));
  worker.on('error', (err) => onError?.(err.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    committed() {
      Atomics.add(counted, 0, 1);
    },
    async close() {
      // Held again until it has finished, or a process ending here would not wait for it.
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
}
