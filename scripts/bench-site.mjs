// Shared by the browser benchmarks (lighthouse.mjs, first-tap.mjs): the production build served
// as `npm start` serves it, on a fresh data folder with the demo seed and a port of its own, and
// what they need of it (the demo seeker's session, a listing to open).
/* global fetch -- Node 20's */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './ensure.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A demo site on `port`: `start()` runs the built server (SQLite and the in-process limiter, as
 * a laptop's npm start has them) and resolves once it answers; `cleanUp()` stops every process
 * it started (`children`, which a caller may add to) and removes the data folder.
 */
export function demoSite({ port, webDist, name }) {
  const base = `http://127.0.0.1:${port}`;
  const children = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), `nivaas-${name}-`));

  async function cleanUp() {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }

  async function start() {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        NODE_ENV: 'production',
        WEB_DIST: webDist,
        APP_ENV: 'demo',
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        // Map tiles come from the internet; where it is out of reach (CI, this machine) each tile
        // would fail and log a console error. A small local image stands in for every tile
        // unless MAP_TILE_URL is set.
        MAP_TILE_URL: process.env.MAP_TILE_URL ?? `${base}/favicon.svg?z={z}&x={x}&y={y}`,
      },
    });
    children.push(server);
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet: the demo seed runs first
      }
      await sleep(500);
    }
    throw new Error('the server did not answer /api/health within 3 minutes');
  }

  /** The demo seeker's session cookie, signed in through the API as the web app does. */
  async function seekerCookie() {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'seeker@nivaas.demo', password: 'Nivaas@2026' }),
    });
    if (!res.ok) throw new Error(`signing in the demo seeker: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  /** The first listing a landing page shows, from the ItemList in the HTML the server sends. */
  async function firstListingOf(landing) {
    const html = await (await fetch(`${base}${landing}`)).text();
    const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    const list = m && JSON.parse(m[1]);
    const url = list?.itemListElement?.[0]?.url;
    if (!url) throw new Error(`${landing} lists no listing`);
    const previewPath = new URL(url).pathname;
    return { previewPath, id: previewPath.split('/').pop() };
  }

  return { base, dataDir, children, start, cleanUp, seekerCookie, firstListingOf };
}
