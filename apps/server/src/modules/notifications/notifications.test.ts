import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';
import { inTransaction } from '../../plugins/events/transaction';
import { messageNotification } from './message-notification';
import type { NewNotification } from './new-notification';
import { storeNotifications } from './store-notifications';

type Role = 'tenant' | 'owner' | 'service-provider' | 'admin';

const t = useTestApp({ listen: true });

const send = (method: 'GET' | 'PATCH' | 'POST', path: string, user: TestUser | null) =>
  t.app.inject({ method, url: path, headers: as(user) });
const note = (userId: string, n: number): NewNotification => ({
  userId,
  type: 'statusChange',
  title: 'Status changed',
  message: `Notification ${n}`,
  data: { propertyTitle: `Listing ${n}`, oldStatus: 'available', newStatus: 'rented' },
});
/** Stores notifications as a subscriber does: in a transaction, announced once it commits. */
const store = (rows: NewNotification[]) =>
  inTransaction(t.app.deps, (trx, emit) =>
    storeNotifications({ trx, emit }, rows, new Date().toISOString()),
  );
const give = (user: TestUser, count: number, from = 0) =>
  store(Array.from({ length: count }, (_, i) => note(user.id, from + i)));
const stored = (id: string) =>
  t.app.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const list = async (user: TestUser, query = '') => {
  const res = await send('GET', `/api/notifications${query}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<NotificationList>();
};
describe('GET /api/notifications', () => {
  it('answers 401 when signed out', async () => {
    const res = await send('GET', '/api/notifications', null);
    expect(res.statusCode).toBe(401);
  });

  it.each(['tenant', 'owner', 'service-provider', 'admin'] as Role[])(
    'role %s: sees only their own notifications, with their unread count',
    async (role) => {
      const me = await makeUser(t.app, role);
      const other = await makeUser(t.app, 'tenant');
      const mine = await give(me, 2);
      await give(other, 3);
      const page = await list(me);
      expect(page.notifications.map((n) => n.id).sort()).toEqual(mine.map((n) => n.id).sort());
      expect(page.notifications.every((n) => n.userId === me.id && !n.read)).toBe(true);
      expect(page.unreadCount).toBe(2);
      expect(page.nextCursor).toBeNull();
    },
  );

  it('answers the stored fields, data included', async () => {
    const me = await makeUser(t.app, 'tenant');
    const [created] = await give(me, 1);
    const [shown] = (await list(me)).notifications;
    expect(shown).toEqual(created);
    expect(shown).toMatchObject({
      type: 'statusChange',
      title: 'Status changed',
      propertyId: null,
      senderId: null,
      messageId: null,
      data: { propertyTitle: 'Listing 0', oldStatus: 'available', newStatus: 'rented' },
    });
  });

  it('pages newest first by (createdAt, id) without gaps or repeats, ties included', async () => {
    const me = await makeUser(t.app, 'tenant');
    // One batch shares its creation time, so the id alone orders it; a later batch comes first.
    const older = await give(me, 13);
    await sleep(5);
    const newer = await give(me, 12, 100);
    // Ties are ordered by id as the database collates it; one full page is the reference.
    const expected = (await list(me, '?limit=50')).notifications.map((n) => n.id);
    expect(expected.slice(0, 12).sort()).toEqual(newer.map((n) => n.id).sort());
    expect(expected.slice(12).sort()).toEqual(older.map((n) => n.id).sort());
    expect(new Set(newer.map((n) => n.createdAt)).size).toBe(1);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationList = await list(
        me,
        `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      sizes.push(page.notifications.length);
      seen.push(...page.notifications.map((n) => n.id));
      expect(page.unreadCount).toBe(25);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen).toEqual(expected);
  });

  it('uses 20 per page unless told otherwise', async () => {
    const me = await makeUser(t.app, 'tenant');
    await give(me, 21);
    const page = await list(me);
    expect(page.notifications).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cursor=not-a-cursor', 'cursor'],
    [`?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
  ])('refuses %s with a field error (400)', async (query, field) => {
    const me = await makeUser(t.app, 'tenant');
    const res = await send('GET', `/api/notifications${query}`, me);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it.each([
    ['anonymous', 401],
    ['another tenant', 404],
    ['an owner', 404],
    ['a service-provider', 404],
    ['an admin', 404],
    ['the recipient', 200],
  ] as const)('%s → %i', async (caller, status) => {
    const recipient = await makeUser(t.app, 'tenant');
    const callers: Record<string, () => Promise<TestUser | null>> = {
      anonymous: async () => null,
      'another tenant': () => makeUser(t.app, 'tenant'),
      'an owner': () => makeUser(t.app, 'owner'),
      'a service-provider': () => makeUser(t.app, 'service-provider'),
      'an admin': () => makeUser(t.app, 'admin'),
      'the recipient': async () => recipient,
    };
    const [n] = await give(recipient, 1);
    const id = (n as Notification).id;
    const res = await send('PATCH', `/api/notifications/${id}/read`, await callers[caller]!());
    expect(res.statusCode).toBe(status);
    expect(Boolean((await stored(id)).read)).toBe(status === 200);
    if (status === 200) expect(res.json().notification).toMatchObject({ id, read: true });
    if (status === 404)
      expect(res.json().error).toEqual({
        code: 'not-found',
        reason: 'notification.not-found',
        message: 'Notification not found.',
      });
  });

  it('is idempotent and lowers the unread count once', async () => {
    const me = await makeUser(t.app, 'tenant');
    const [a] = await give(me, 2);
    const path = `/api/notifications/${(a as Notification).id}/read`;
    expect((await send('PATCH', path, me)).statusCode).toBe(200);
    expect((await send('PATCH', path, me)).statusCode).toBe(200);
    expect((await list(me)).unreadCount).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    const me = await makeUser(t.app, 'tenant');
    expect((await send('PATCH', '/api/notifications/nope/read', me)).statusCode).toBe(404);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('answers 401 when signed out and changes nothing', async () => {
    const me = await makeUser(t.app, 'tenant');
    await give(me, 1);
    expect((await send('POST', '/api/notifications/read-all', null)).statusCode).toBe(401);
    expect((await list(me)).unreadCount).toBe(1);
  });

  it.each(['tenant', 'owner', 'service-provider', 'admin'] as Role[])(
    'role %s: marks only their own notifications read',
    async (role) => {
      const me = await makeUser(t.app, role);
      const other = await makeUser(t.app, 'tenant');
      await give(me, 3);
      await give(other, 2);
      const res = await send('POST', '/api/notifications/read-all', me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: 3 });
      expect((await list(me)).unreadCount).toBe(0);
      expect((await list(other)).unreadCount).toBe(2);
      expect((await send('POST', '/api/notifications/read-all', me)).json()).toEqual({
        updated: 0,
      });
    },
  );
});

describe('message notifications', () => {
  it('cut the preview to 100 characters and name the sender', async () => {
    const receiver = await makeUser(t.app, 'owner');
    const sender = await makeUser(t.app, 'tenant');
    const content = `${'नमस्ते '.repeat(20)}end`;
    const [n] = await store([
      messageNotification({
        receiverId: receiver.id,
        senderId: sender.id,
        senderName: 'Asha Verma',
        messageId: 'message-1',
        content,
      }),
    ]);
    const [shown] = (await list(receiver)).notifications;
    expect(shown).toEqual(n);
    expect(shown).toMatchObject({
      type: 'message',
      senderId: sender.id,
      messageId: 'message-1',
      title: 'New message from Asha Verma',
    });
    expect(Array.from(shown?.message ?? '')).toHaveLength(100);
    expect(content.startsWith(shown?.message ?? 'x')).toBe(true);
    expect(shown?.data).toEqual({ senderName: 'Asha Verma', preview: shown?.message });
  });

  it('keep a short message whole', () => {
    const row = messageNotification({
      receiverId: 'r',
      senderId: 's',
      senderName: 'Ravi',
      messageId: 'm',
      content: 'Is the flat still available?',
    });
    expect(row.message).toBe('Is the flat still available?');
  });
});

describe('realtime', () => {
  it('tells the recipient of a new notification and of reads, and nobody else', async () => {
    const me = await makeUser(t.app, 'tenant');
    const other = await makeUser(t.app, 'tenant');
    const mine = openSocket(t.url, { cookie: me.cookie });
    const theirs = openSocket(t.url, { cookie: other.cookie });
    await Promise.all([connected(mine), connected(theirs)]);
    const heardByOther = collect(theirs);

    const created = nextEvent(mine, 'notification.created');
    const [n] = await give(me, 1);
    expect((await created).payload).toEqual({ notification: n });

    const read = nextEvent(mine, 'notification.read');
    await send('PATCH', `/api/notifications/${(n as Notification).id}/read`, me);
    expect((await read).payload).toEqual({ notificationIds: [n?.id], all: false });

    await give(me, 2);
    const readAll = nextEvent(mine, 'notification.read');
    await send('POST', '/api/notifications/read-all', me);
    expect((await readAll).payload).toEqual({ notificationIds: [], all: true });

    await sleep(100);
    expect(heardByOther).toEqual([]);
  });

  it('holds back notifications made inside a transaction until it has committed', async () => {
    const me = await makeUser(t.app, 'tenant');
    const socket = openSocket(t.url, { cookie: me.cookie });
    await connected(socket);
    const heard = collect(socket);
    await inTransaction(t.app.deps, async (trx, emit) => {
      await storeNotifications({ trx, emit }, [note(me.id, 1)], new Date().toISOString());
      await sleep(100);
      expect(heard).toEqual([]);
    });
    expect((await list(me)).unreadCount).toBe(1);
  });
});

describe('API description', () => {
  it('describes the favourite, interest and notification routes at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/favorites')).toEqual(['get']);
    expect(methods('/api/favorites/ids')).toEqual(['get']);
    expect(methods('/api/favorites/{propertyId}')).toEqual(['delete', 'put']);
    expect(methods('/api/properties/{id}/interest')).toEqual(['delete', 'get', 'post']);
    expect(methods('/api/owner/properties/{id}/interests')).toEqual(['get']);
    expect(methods('/api/notifications')).toEqual(['get']);
    expect(methods('/api/notifications/{id}/read')).toEqual(['patch']);
    expect(methods('/api/notifications/read-all')).toEqual(['post']);
  });
});
