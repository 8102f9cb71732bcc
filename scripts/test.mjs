// npm test: lint, typecheck, unit + integration (Vitest), end-to-end (Playwright in the system
// Chromium). Every stage runs even when an earlier one fails; the last line is the total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';

ensureNode();
ensureInstalled();

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (stage) => only.length === 0 || only.includes(stage);
const results = [];
/** Each failed test by file and name, printed above the totals so a log's tail names them. */
const failures = [];
const outDir = path.join(root, 'test-results');
mkdirSync(outDir, { recursive: true });

function vitestFailures(json) {
  for (const file of json?.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName ?? t.title}`);
    if (!failedTests.length && file.status === 'failed') failures.push(`${where} (did not run)`);
  }
}

function playwrightFailures(suite, trail = []) {
  const names = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    if (spec.tests?.some((t) => t.status === 'unexpected')) {
      failures.push(`${spec.file}:${spec.line} › ${[...names.slice(1), spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, names);
}

/** How long each step took, printed with the totals: where a slow run spent its time. */
const timings = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (want('lint')) {
  const ok = step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  results.push({ stage: 'lint', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}
if (want('lint') || want('format')) {
  const ok = step('format (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  results.push({ stage: 'format', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}
if (want('typecheck')) {
  const ok = step('typecheck', 'npx', ['tsc', '-b']);
  results.push({ stage: 'typecheck', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}
if (want('unit')) {
  const file = path.join(outDir, 'vitest.json');
  rmSync(file, { force: true });
  const ok = step('unit and integration (Vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const json = readJson(file);
  vitestFailures(json);
  const passed = json?.numPassedTests ?? 0;
  // A crash before any report counts as one failure, so a broken run can never look green.
  const failed =
    (json?.numFailedTests ?? 0) + (json ? 0 : 1) + (!ok && json && !json.numFailedTests ? 1 : 0);
  results.push({ stage: 'vitest', passed, failed });
}
// The server and API suites alone (CI runs them again against PostgreSQL and Redis).
if (only.includes('server')) {
  const file = path.join(outDir, 'vitest-server.json');
  rmSync(file, { force: true });
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const ok = step(
    `server and API (Vitest, ${engine}${process.env.TEST_REDIS_URL ? ' + Redis' : ''})`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
  );
  const json = readJson(file);
  vitestFailures(json);
  const failed =
    (json?.numFailedTests ?? 0) + (json ? 0 : 1) + (!ok && json && !json.numFailedTests ? 1 : 0);
  results.push({ stage: `server/${engine}`, passed: json?.numPassedTests ?? 0, failed });
}
if (want('e2e')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(
      `\n✖ End-to-end tests need Chromium at ${chromium}.\n  Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    results.push({ stage: 'e2e', passed: 0, failed: 1 });
  } else {
    let built = true;
    try {
      ensureBuilt({ throwOnFail: true });
    } catch {
      built = false;
    }
    if (!built) results.push({ stage: 'e2e (build)', passed: 0, failed: 1 });
    const file = path.join(outDir, 'playwright.json');
    rmSync(file, { force: true });
    if (built) {
      const ok = step('first-load budget of the web app', 'node', ['scripts/bundle-size.mjs']);
      results.push({ stage: 'budget', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
    }
    const ok =
      built &&
      step('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      });
    const json = readJson(file);
    for (const suite of json?.suites ?? []) playwrightFailures(suite);
    const stats = json?.stats;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = built
      ? (stats?.unexpected ?? 0) + (json ? 0 : 1) + (!ok && stats && !stats.unexpected ? 1 : 0)
      : 0;
    if (built) results.push({ stage: 'e2e', passed, failed });
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\nTime taken: ${timings.join('; ')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(
  '\n' +
    results.map((r) => `  ${r.stage.padEnd(18)} ${r.passed} passed, ${r.failed} failed`).join('\n'),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
