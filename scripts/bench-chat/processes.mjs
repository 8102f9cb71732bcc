// Child processes of the bench: start, wait until they answer, read their memory and CPU, stop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

const children = new Set();

/**
 * Starts `node args…` with its output in `logFile`; the bench kills it on exit if still running.
 * Its open-files limit is raised to the hard limit first (thousands of sockets per instance);
 * `exec` keeps the pid, so memory and CPU are read from the server itself.
 */
export function startNode(args, { env, cwd, logFile }) {
  const log = createWriteStream(logFile);
  const child = spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...args],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Polls `url` until it answers 200, or fails when the process exits or `timeoutMs` passes. */
export async function waitReady(child, url, logFile, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: process exited (${child.exitCode}); see ${logFile}`);
    }
    try {
      const res = await globalThis.fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url}: not ready after ${timeoutMs / 1000} s; see ${logFile}`);
}

/** Resident memory in bytes (VmRSS). */
export function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/** User + system CPU time in clock ticks (100 per second on Linux). */
export function cpuTicksOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stop(child, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Last resort on an error or Ctrl+C: no server of ours outlives the bench. */
export function killAll() {
  for (const child of children) child.kill('SIGKILL');
}

/** The soft limit of open files of this process (the bench client holds one per socket). */
export function openFilesLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/** A fresh temp folder for one run; Ctrl-C stops every server the run started. */
export function benchRun(prefix) {
  const tmp = mkdtempSync(path.join(tmpdir(), prefix));
  process.on('SIGINT', () => {
    killAll();
    process.exit(130);
  });
  return tmp;
}

/**
 * The environment a bench's server runs with: production settings as `npm start` has them, a
 * new secret, its own data folder under `tmp`, warnings only, no demo seed, and the run's own
 * additions (`extra`: database, Redis, raised limits).
 */
export function productionEnv({ origin, tmp, extra = {} }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    APP_ENV: 'production',
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: origin,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...extra,
  };
}
