import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeUser, type TestUser } from '../../../test/accounts';
import { openThread, sendOk } from '../../../test/conversations';
import {
  closeSockets,
  connected,
  listen,
  nextEvent,
  openSocket,
  sleep,
} from '../../../test/sockets';

// CI has Redis here; this proves chat across instances, so a missing Redis is a failure.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two instances sharing one Redis and one database', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  let seeker: TestUser;
  let owner: TestUser;
  beforeAll(async () => {
    a = await buildTestApp({ env: { REDIS_URL } });
    b = await buildTestApp({ env: { REDIS_URL }, database: a.database });
    urlB = await listen(b.app);
    seeker = await makeUser(a.app, 'tenant');
    owner = await makeUser(a.app, 'owner');
    for (let i = 0; i < 50 && (await a.app.io.of('/').adapter.serverCount()) < 2; i += 1) {
      await sleep(50);
    }
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message sent through A to the receiver connected to B', async () => {
    const c = await openThread(a, seeker, { userId: owner.id });
    const onB = openSocket(urlB, { cookie: owner.cookie });
    await connected(onB);
    const arrival = nextEvent(onB, 'message.created');
    const sent = await sendOk(a, seeker, c.id, 'Sent through A');
    const { payload } = await arrival;
    expect(payload).toEqual({ conversationId: c.id, message: sent });
  });
});
