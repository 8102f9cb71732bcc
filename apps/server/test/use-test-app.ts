import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { closeSockets, listen } from './sockets';

/** One test file's app, read through getters once its `beforeAll` has built it. */
export interface TestAppContext {
  readonly app: FastifyInstance;
  readonly database: Db;
  readonly dataDir: string;
  /** Where the app listens (only with `listen: true`: sockets need a real port). */
  readonly url: string;
}

/**
 * The set-up every API test file shares: the whole product on a fresh database, built before the
 * file's tests (and before its own `beforeAll`, which may then make accounts on it), listening on
 * a free port with `listen`, closed after the file. Sockets a test opened are closed after it.
 *
 *   const t = useTestApp({ listen: true });
 *   it('…', async () => { await t.app.inject(…); openSocket(t.url, …); });
 */
export function useTestApp(options: TestAppOptions & { listen?: boolean } = {}): TestAppContext {
  const { listen: listening = false, ...buildOptions } = options;
  let built: TestApp | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    built = await buildTestApp(buildOptions);
    if (listening) url = await listen(built.app);
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built)
      throw new Error('The test app is built in beforeAll: use it inside a hook or test.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    get url() {
      if (!url) throw new Error('Call useTestApp({ listen: true }) to listen on a port.');
      return url;
    },
  };
}
