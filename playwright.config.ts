import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3111);
const dataDir = path.join(tmpdir(), `nivaas-e2e-${port}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  // A 2-core CI machine runs the server, its demo seed and two browsers at once: pages with maps
  // and photos can take well over the default few seconds to settle there. Each person's first
  // page in a new browser context loads and compiles the whole app with a cold cache: 15 s on a
  // 2-core machine busy with other work (load average 12), hence 30 s for an expectation.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  projects: [
    // Signs each demo role in once and saves the sessions the tests reuse (e2e/fixtures.ts): the
    // server's sign-in limit stays on (30 a minute from one address here, below), and a run makes
    // about a dozen attempts, most within its first minutes.
    { name: 'sign-in', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sign-in'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A failed test keeps its trace (actions, network, DOM snapshots) without the screencast,
    // which costs about a quarter of the suite's CPU time; the failure screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The built app registers a service worker; only e2e/pwa.spec.ts lets it run, so no other
    // test is served a page or an answer from its caches.
    serviceWorkers: 'block',
  },
  webServer: {
    // The built product on a fresh database each run, seeded with the demo accounts.
    command: `rm -rf ${dataDir} && node apps/server/dist/server.js`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // The demo seed alone takes about 10 s on a quiet 2-core machine and over 60 s when the
    // machine is busy with other work (load average 25–30): the suite must pass there too.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      APP_ENV: 'demo',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: 'apps/web/dist',
      // The suite signs up a few dozen people from one address within a couple of minutes.
      AUTH_SIGNUP_LIMIT_PER_MINUTE: '100',
      // The sign-in tests, the admin's second factor and the preview's return to the listing sign in
      // through the form; two workers can put a dozen attempts in one minute (10 is the default).
      AUTH_SIGNIN_LIMIT_PER_MINUTE: '30',
      // Eight phone sign-ups (sign-in, the phone-first way, landing pages, services) send their
      // codes from one address, two workers at once: more than the 5 a minute a person gets.
      AUTH_PHONE_CODE_LIMIT_PER_MINUTE: '60',
      // "Pay online" through the demo gateway (decision 067): on by default in demo, said here
      // because e2e/online-payment.spec.ts pays through it.
      PAYMENT_DEMO_GATEWAY: 'true',
    },
  },
});
