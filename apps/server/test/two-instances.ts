import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { anotherPool, buildTestApp, type TestApp } from './build-test-app';

export interface TwoInstances {
  first: TestApp;
  second: TestApp;
}

/**
 * Two app instances on one database, as two processes behind a load balancer would run; on
 * PostgreSQL the second has a pool of its own. Read `first` and `second` inside the tests.
 * `env` is given to both (e.g. a payment gateway's keys).
 */
export function useTwoInstances(env: Record<string, string> = {}): TwoInstances {
  const apps = {} as TwoInstances;
  let secondDb: Db | null = null;
  beforeAll(async () => {
    apps.first = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0', ...env } });
    secondDb = anotherPool(apps.first.database);
    apps.second = await buildTestApp({
      database: secondDb ?? apps.first.database,
      env: { RENT_ESCALATION_INTERVAL_MS: '0', ...env },
    });
  });
  afterAll(async () => {
    await apps.second.close();
    await secondDb?.close();
    await apps.first.close();
  });
  return apps;
}
