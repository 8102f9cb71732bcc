import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { openThread, sendOk } from '../../../test/conversations';

const t = useTestApp();
let seeker: TestUser;
let owner: TestUser;
let others: Record<string, TestUser>;
let thread: Conversation;
let messageId: string;
beforeAll(async () => {
  seeker = await makeUser(t.app, 'tenant');
  owner = await makeUser(t.app, 'owner');
  others = {
    tenant: await makeUser(t.app, 'tenant'),
    owner: await makeUser(t.app, 'owner'),
    'service-provider': await makeUser(t.app, 'service-provider'),
    admin: await makeUser(t.app, 'admin'),
  };
  thread = await openThread(t, seeker, { userId: owner.id });
  messageId = (await sendOk(t, owner, thread.id, 'Welcome')).id;
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; payload?: object };
const routes: Record<string, Call> = {
  'read the thread': { method: 'GET', url: () => `/api/conversations/${thread.id}` },
  'list its messages': { method: 'GET', url: () => `/api/conversations/${thread.id}/messages` },
  send: {
    method: 'POST',
    url: () => `/api/conversations/${thread.id}/messages`,
    payload: { content: 'hello', clientKey: 'k'.repeat(12) },
  },
  'mark read': { method: 'POST', url: () => `/api/conversations/${thread.id}/read` },
  block: { method: 'PUT', url: () => `/api/conversations/${thread.id}/block` },
  unblock: { method: 'DELETE', url: () => `/api/conversations/${thread.id}/block` },
  'delete a message': {
    method: 'DELETE',
    url: () => `/api/conversations/${thread.id}/messages/${messageId}`,
  },
};
const call = (user: TestUser | null, c: Call) =>
  t.app.inject({
    method: c.method,
    url: c.url(),
    headers: as(user),
    ...(c.payload ? { payload: c.payload } : {}),
  });

describe('only participants read or write a thread', () => {
  for (const [name, c] of Object.entries(routes)) {
    it(`${name}: anonymous 401; every other role, admin included, 404`, async () => {
      expect((await call(null, c)).statusCode).toBe(401);
      for (const user of Object.values(others)) {
        const res = await call(user, c);
        expect(res.statusCode, user.role).toBe(404);
        expect(res.json().error.message).toBe('Chat thread not found');
      }
    });
  }

  it('lets each participant read, send, mark read and block; the sender alone deletes', async () => {
    for (const user of [seeker, owner]) {
      expect((await call(user, routes['read the thread']!)).statusCode).toBe(200);
      expect((await call(user, routes['list its messages']!)).statusCode).toBe(200);
      expect((await call(user, routes['mark read']!)).statusCode).toBe(200);
      expect((await call(user, routes.block!)).statusCode).toBe(200);
      expect((await call(user, routes.unblock!)).statusCode).toBe(200);
    }
    expect((await call(seeker, routes.send!)).statusCode).toBe(201);
    expect((await call(seeker, routes['delete a message']!)).statusCode).toBe(403);
    expect((await call(owner, routes['delete a message']!)).statusCode).toBe(204);
  });

  it("keeps others' threads out of my inbox", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: as(others.admin!),
    });
    expect(res.json().conversations).toEqual([]);
  });
});
