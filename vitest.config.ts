import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** How long a shared or web test may take on a machine busy with other work. */
const BUSY_MACHINE_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a 2-core machine means one worker; the
    // suites wait on sockets and databases often enough that every core pays for itself.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Modules are loaded once per worker, not once per file (as the server's are, below).
          isolate: false,
          // Vitest's 5 s is for a quiet machine: at a load average of 30 a test's first dynamic
          // import alone was seen to take longer. A test that hangs still fails, only later.
          testTimeout: BUSY_MACHINE_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Generous, for a machine busy with other work (a load average of 20 on 2 cores was seen
          // to take a suite's setup past 30 s); a test that hangs still fails, only later.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Every file builds its own app on its own database, so the modules (Fastify, Better
          // Auth, Kysely, Socket.IO) are loaded once per worker instead of once per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // React, Mantine and the app's modules are loaded once per worker instead of once per
          // file: loading them again for each of ~125 files was most of the project's time
          // (import 665 s of a 472 s run, against 71 s of a 78 s run without; decision 084).
          isolate: false,
          testTimeout: BUSY_MACHINE_TIMEOUT_MS,
        },
      },
    ],
  },
});
