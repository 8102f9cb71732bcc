import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { openThread, send, sendOk } from '../../../test/conversations';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

const t = useTestApp({ listen: true });
let seeker: TestUser;
let owner: TestUser;
beforeAll(async () => {
  seeker = await makeUser(t.app, 'tenant');
  owner = await makeUser(t.app, 'owner');
});

describe('live delivery', () => {
  it('delivers a message to the other participant, and "Seen" back to the sender, and nothing to others', async () => {
    const c = await openThread(t, seeker, { userId: owner.id });
    const ownerSocket = openSocket(t.url, { cookie: owner.cookie });
    const seekerSocket = openSocket(t.url, { cookie: seeker.cookie });
    const stranger = await makeUser(t.app, 'tenant');
    const strangerSocket = openSocket(t.url, { cookie: stranger.cookie });
    await Promise.all([connected(ownerSocket), connected(seekerSocket), connected(strangerSocket)]);
    const strangerGot = collect(strangerSocket);

    const arrival = nextEvent(ownerSocket, 'message.created');
    const sent = await sendOk(t, seeker, c.id, 'Can I visit on Sunday?');
    expect((await arrival).payload).toEqual({ conversationId: c.id, message: sent });

    const seen = nextEvent(seekerSocket, 'conversation.read');
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c.id}/read`,
      headers: as(owner),
    });
    expect((await seen).payload).toMatchObject({
      conversationId: c.id,
      readerId: owner.id,
      readSeq: 1,
    });
    await sleep(100);
    expect(strangerGot).toEqual([]);
  });

  it('relays typing to the other participant only, and ignores a stranger typing', async () => {
    const c = await openThread(t, seeker, { userId: owner.id });
    const ownerSocket = openSocket(t.url, { cookie: owner.cookie });
    const seekerSocket = openSocket(t.url, { cookie: seeker.cookie });
    const stranger = await makeUser(t.app, 'tenant');
    const strangerSocket = openSocket(t.url, { cookie: stranger.cookie });
    await Promise.all([connected(ownerSocket), connected(seekerSocket), connected(strangerSocket)]);
    const seekerGot = collect(seekerSocket);
    const typing = nextEvent(ownerSocket, 'conversation.typing');
    seekerSocket.emit('conversation:typing', { conversationId: c.id });
    expect((await typing).payload).toEqual({ conversationId: c.id, userId: seeker.id });
    const ownerGot = collect(ownerSocket);
    strangerSocket.emit('conversation:typing', { conversationId: c.id });
    await sleep(200);
    expect(ownerGot).toEqual([]);
    expect(seekerGot.filter((e) => e.name === 'conversation.typing')).toEqual([]);
  });
});

describe('typing across sockets and blocks', () => {
  it('relays nothing once the thread is blocked, by either side', async () => {
    const writer = await makeUser(t.app, 'tenant');
    const c = await openThread(t, writer, { userId: owner.id });
    const ownerSocket = openSocket(t.url, { cookie: owner.cookie });
    const seekerSocket = openSocket(t.url, { cookie: writer.cookie });
    await Promise.all([connected(ownerSocket), connected(seekerSocket)]);
    const typing = nextEvent(ownerSocket, 'conversation.typing');
    seekerSocket.emit('conversation:typing', { conversationId: c.id });
    await typing;
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${c.id}/block`,
      headers: as(owner),
    });
    expect(block.statusCode).toBe(200);
    const ownerGot = collect(ownerSocket);
    const seekerGot = collect(seekerSocket);
    // Past the once-a-second pause, so only the block can keep these from being relayed.
    await sleep(1100);
    seekerSocket.emit('conversation:typing', { conversationId: c.id });
    ownerSocket.emit('conversation:typing', { conversationId: c.id });
    await sleep(300);
    expect(ownerGot.filter((e) => e.name === 'conversation.typing')).toEqual([]);
    expect(seekerGot.filter((e) => e.name === 'conversation.typing')).toEqual([]);
  });

  it('hears a person once a second per thread, however many sockets they type from', async () => {
    const writer = await makeUser(t.app, 'tenant');
    const c = await openThread(t, writer, { userId: owner.id });
    const ownerSocket = openSocket(t.url, { cookie: owner.cookie });
    const tabs = Array.from({ length: 5 }, () => openSocket(t.url, { cookie: writer.cookie }));
    await Promise.all([connected(ownerSocket), ...tabs.map(connected)]);
    const ownerGot = collect(ownerSocket);
    for (const tab of tabs) tab.emit('conversation:typing', { conversationId: c.id });
    await sleep(400);
    expect(ownerGot.filter((e) => e.name === 'conversation.typing')).toHaveLength(1);
  });
});

describe('message notifications', () => {
  it('gives the receiver a message notification with a 100-character preview, live', async () => {
    const writer = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Verma' });
    const c = await openThread(t, writer, { userId: owner.id });
    const ownerSocket = openSocket(t.url, { cookie: owner.cookie });
    await connected(ownerSocket);
    const arrival = nextEvent(ownerSocket, 'notification.created');
    const long = `${'घर '.repeat(40)}end`;
    const sent = await sendOk(t, writer, c.id, long);
    const { notification } = (await arrival).payload as { notification: Record<string, unknown> };
    expect(notification).toMatchObject({
      userId: owner.id,
      type: 'message',
      senderId: writer.id,
      messageId: sent.id,
      title: 'New message from Asha Verma',
      data: { senderName: 'Asha Verma' },
    });
    expect(Array.from(notification.message as string)).toHaveLength(100);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: as(owner),
    });
    expect(list.json().notifications[0]).toMatchObject({ type: 'message', messageId: sent.id });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: as(writer),
    });
    expect(mine.json().notifications).toEqual([]);
  });
});

describe('rate limit', () => {
  it(`lets a person send ${CHAT_LIMITS.sendsPerMinute} messages a minute, then answers 429 with a clear message`, async () => {
    const fast = await makeUser(t.app, 'tenant');
    const c = await openThread(t, fast, { userId: owner.id });
    for (let i = 0; i < CHAT_LIMITS.sendsPerMinute; i += 1) {
      expect((await send(t, fast, c.id, `m${i}`)).statusCode).toBe(201);
    }
    const over = await send(t, fast, c.id, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      reason: 'chat.too-fast',
      message: CHAT_MESSAGES.tooFast,
    });
    // Someone else in the same thread is not slowed down by it.
    expect((await send(t, owner, c.id, 'my turn')).statusCode).toBe(201);
  });
});
