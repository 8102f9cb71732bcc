// Shared by start, test and the CLI wrapper: install dependencies and build only when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export class StepFailed extends Error {}

/** Runs a command; on failure prints why and exits, or throws StepFailed when `throwOnFail`. */
export function run(cmd, args, opts = {}, throwOnFail = false) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: false, ...opts });
  if (r.status !== 0) {
    const message = `${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`;
    console.error(`\n✖ ${message}`);
    if (throwOnFail) throw new StepFailed(message);
    process.exit(r.status ?? 1);
  }
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

export function ensureNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Nivaas needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

export function ensureInstalled() {
  const stamp = path.join(root, 'node_modules', '.package-lock.json');
  if (
    mtime(stamp) >= mtime(path.join(root, 'package-lock.json')) &&
    existsSync(path.join(root, 'node_modules', 'better-sqlite3', 'build'))
  )
    return;
  console.log('Installing dependencies (first run: about two minutes, it compiles SQLite)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Rebuilds the web app or the server when any of their sources is newer than the last build. */
export function ensureBuilt({ web = true, server = true, throwOnFail = false } = {}) {
  const shared = newest(path.join(root, 'packages', 'shared'));
  const targets = [
    web && { name: 'web', ws: '@nivaas/web', dir: 'apps/web', out: 'apps/web/dist/.built' },
    server && {
      name: 'server',
      ws: '@nivaas/server',
      dir: 'apps/server',
      out: 'apps/server/dist/.built',
    },
  ].filter(Boolean);
  for (const t of targets) {
    const built = mtime(path.join(root, t.out));
    const source = Math.max(
      shared,
      newest(path.join(root, t.dir)),
      mtime(path.join(root, 'package-lock.json')),
    );
    if (built >= source) continue;
    console.log(`Building the ${t.name}…`);
    run('npm', ['run', 'build', '-w', t.ws], {}, throwOnFail);
    writeFileSync(path.join(root, t.out), new Date().toISOString());
  }
}
