import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessage, type Conversation } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { openThread, send, sendOk } from '../../../test/conversations';

const t = useTestApp();
let seeker: TestUser;
let owner: TestUser;
beforeAll(async () => {
  seeker = await makeUser(t.app, 'tenant');
  owner = await makeUser(t.app, 'owner');
});

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(user) });
const messagesOf = async (user: TestUser, id: string, query = '') =>
  (await get(user, `/api/conversations/${id}/messages${query}`)).json<{
    messages: ChatMessage[];
    hasMore: boolean;
  }>();
const inbox = async (user: TestUser) =>
  (await get(user, '/api/conversations')).json<{ conversations: Conversation[] }>().conversations;

describe('opening a conversation', () => {
  it('opens the same direct thread from either side and refuses one with oneself', async () => {
    const a = await openThread(t, seeker, { userId: owner.id });
    const b = await openThread(t, owner, { userId: seeker.id });
    expect(b.id).toBe(a.id);
    expect(a.other.id).toBe(owner.id);
    expect(b.other.id).toBe(seeker.id);
    expect(a.chatUnlockLevel).toBe('open');
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(seeker),
      payload: { userId: seeker.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toEqual({ userId: CHAT_MESSAGES.self });
    expect(self.json().error.reason).toBe('chat.with-self');
  });

  it("contacts a listing's owner in a limited thread about that listing", async () => {
    const p = await makeProperty(t.app, owner);
    const c = await openThread(t, seeker, { propertyId: p.id });
    expect(c).toMatchObject({
      other: { id: owner.id },
      property: { id: p.id, title: p.title },
      ownerId: owner.id,
      tenantId: seeker.id,
      chatUnlockLevel: 'limited',
      preApplyRemaining: CHAT_LIMITS.preApplyMessages,
    });
    const direct = await openThread(t, seeker, { userId: owner.id });
    expect(direct.id).not.toBe(c.id);
    const mine = await openThread(t, owner, { propertyId: p.id, userId: seeker.id });
    expect(mine.id).toBe(c.id);
    expect(mine.preApplyRemaining).toBeNull();
  });

  it('answers 404 for an unknown person or listing and 401 to a visitor', async () => {
    const unknownUser = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(seeker),
      payload: { userId: 'nobody-here' },
    });
    expect(unknownUser.statusCode).toBe(404);
    const unknownListing = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(seeker),
      payload: { propertyId: 'nothing-here' },
    });
    expect(unknownListing.statusCode).toBe(404);
    expect((await get(null, '/api/conversations')).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('orders messages by a server sequence and shows the thread first in both inboxes', async () => {
    const other = await makeUser(t.app, 'service-provider');
    const c = await openThread(t, seeker, { userId: other.id });
    const first = await sendOk(t, seeker, c.id, 'Namaste, is the 2 BHK free?');
    const second = await sendOk(t, other, c.id, 'Yes, from December.');
    expect([first.seq, second.seq]).toEqual([1, 2]);
    const { messages } = await messagesOf(seeker, c.id);
    expect(messages.map((m) => m.content)).toEqual([
      'Namaste, is the 2 BHK free?',
      'Yes, from December.',
    ]);
    const [top] = await inbox(other);
    expect(top).toMatchObject({
      id: c.id,
      unreadCount: 1,
      lastMessage: { content: 'Yes, from December.', senderId: other.id },
    });
    expect((await inbox(seeker))[0]).toMatchObject({ id: c.id, unreadCount: 1 });
  });

  it('catches up after a bound and pages back before one', async () => {
    const other = await makeUser(t.app, 'tenant');
    const c = await openThread(t, seeker, { userId: other.id });
    for (let i = 1; i <= 5; i += 1) await sendOk(t, seeker, c.id, `m${i}`);
    const since = await messagesOf(other, c.id, '?after=3');
    expect(since.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
    const back = await messagesOf(other, c.id, '?before=4&limit=2');
    expect(back.messages.map((m) => m.content)).toEqual(['m2', 'm3']);
    expect(back.hasMore).toBe(true);
  });

  it('marks incoming messages read and zeroes my unread count when I open the thread', async () => {
    const other = await makeUser(t.app, 'tenant');
    const c = await openThread(t, seeker, { userId: other.id });
    await sendOk(t, seeker, c.id, 'one');
    await sendOk(t, seeker, c.id, 'two');
    expect((await inbox(other))[0]!.unreadCount).toBe(2);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c.id}/read`,
      headers: as(other),
    });
    expect(read.json()).toEqual({ readSeq: 2 });
    expect((await inbox(other))[0]!.unreadCount).toBe(0);
    const { messages } = await messagesOf(seeker, c.id);
    expect(messages.every((m) => m.read && m.readAt)).toBe(true);
    expect((await inbox(seeker))[0]!.otherReadSeq).toBe(2);
  });

  it('gives one message for the same send retried with its key', async () => {
    const other = await makeUser(t.app, 'tenant');
    const c = await openThread(t, seeker, { userId: other.id });
    const first = await send(t, seeker, c.id, 'Is parking included?', 'retry-key-0001');
    const again = await send(t, seeker, c.id, 'Is parking included?', 'retry-key-0001');
    const together = await Promise.all([
      send(t, seeker, c.id, 'Together', 'retry-key-0002'),
      send(t, seeker, c.id, 'Together', 'retry-key-0002'),
    ]);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const { messages } = await messagesOf(seeker, c.id);
    expect(messages.map((m) => m.content)).toEqual(['Is parking included?', 'Together']);
    expect(messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('refuses an empty or too long message and stores nothing', async () => {
    const other = await makeUser(t.app, 'tenant');
    const c = await openThread(t, seeker, { userId: other.id });
    const empty = await send(t, seeker, c.id, '   ');
    const invisible = await send(t, seeker, c.id, '\u0000\u0007');
    expect(invisible.statusCode).toBe(400);
    const long = await send(t, seeker, c.id, 'x'.repeat(CHAT_LIMITS.contentMax + 1));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.content).toBe(CHAT_MESSAGES.contentRequired);
    expect(empty.json().error.reason).toBe('request.invalid');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.content).toBe(CHAT_MESSAGES.contentTooLong);
    expect((await messagesOf(seeker, c.id)).messages).toEqual([]);
  });

  it('keeps text as the person wrote it (shown as text, never as markup)', async () => {
    const other = await makeUser(t.app, 'tenant');
    const c = await openThread(t, seeker, { userId: other.id });
    const m = await sendOk(t, seeker, c.id, '<img src=x onerror=alert(1)>\r\nline two\u0000');
    expect(m.content).toBe('<img src=x onerror=alert(1)>\nline two');
  });

  it('lets only the sender delete a message, which then leaves the thread', async () => {
    const other = await makeUser(t.app, 'tenant');
    const c = await openThread(t, seeker, { userId: other.id });
    const m = await sendOk(t, seeker, c.id, 'typo');
    const del = (user: TestUser) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${c.id}/messages/${m.id}`,
        headers: as(user),
      });
    expect((await del(other)).statusCode).toBe(403);
    expect((await del(seeker)).statusCode).toBe(204);
    expect((await del(seeker)).statusCode).toBe(404);
    expect((await messagesOf(other, c.id)).messages).toEqual([]);
  });
});

describe('the pre-apply limit', () => {
  it(`lets a seeker send ${CHAT_LIMITS.preApplyMessages} messages about a listing, then asks them to apply; the owner is not limited`, async () => {
    const p = await makeProperty(t.app, owner);
    const c = await openThread(t, seeker, { propertyId: p.id });
    for (let i = 0; i < CHAT_LIMITS.preApplyMessages; i += 1) {
      await sendOk(t, seeker, c.id, `question ${i + 1}`);
    }
    const sixth = await send(t, seeker, c.id, 'one more');
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.message).toBe(CHAT_MESSAGES.preApplyLimit);
    const seen = (await get(seeker, `/api/conversations/${c.id}`)).json().conversation;
    expect(seen.preApplyRemaining).toBe(0);
    for (let i = 0; i < CHAT_LIMITS.preApplyMessages + 1; i += 1) {
      await sendOk(t, owner, c.id, `answer ${i + 1}`);
    }
    expect((await messagesOf(owner, c.id)).messages).toHaveLength(
      CHAT_LIMITS.preApplyMessages * 2 + 1,
    );
  });

  it('does not limit a direct thread', async () => {
    const other = await makeUser(t.app, 'owner');
    const c = await openThread(t, seeker, { userId: other.id });
    for (let i = 0; i < CHAT_LIMITS.preApplyMessages + 2; i += 1) {
      await sendOk(t, seeker, c.id, `hello ${i}`);
    }
  });
});

describe('blocking', () => {
  it("refuses new messages from both sides with the spec's text; each block is its blocker's own", async () => {
    // A fresh pair: the sends above count toward the per-person rate limit.
    const seeker = await makeUser(t.app, 'tenant');
    const other = await makeUser(t.app, 'owner');
    const c = await openThread(t, seeker, { userId: other.id });
    await sendOk(t, seeker, c.id, 'hi');
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${c.id}/block`,
      headers: as(other),
    });
    expect(block.json().conversation).toMatchObject({ blocked: true, blockedBy: other.id });
    expect(block.json().conversation.blockedAt).toEqual(expect.any(String));
    for (const user of [seeker, other]) {
      const res = await send(t, user, c.id, 'still there?');
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        reason: 'chat.thread-blocked',
        message: CHAT_MESSAGES.blocked,
      });
    }
    const block_ = (user: TestUser, method: 'PUT' | 'DELETE') =>
      t.app.inject({ method, url: `/api/conversations/${c.id}/block`, headers: as(user) });
    // The blocked side cannot lift the other's block.
    const undo = await block_(seeker, 'DELETE');
    expect(undo.statusCode).toBe(403);
    expect(undo.json().error.reason).toBe('chat.block-not-yours');
    expect((await send(t, seeker, c.id, 'let me in')).statusCode).toBe(403);
    // Both block; each lifts only their own, and the thread stays blocked while one is on.
    expect((await block_(seeker, 'PUT')).json().conversation).toMatchObject({
      blocked: true,
      blockedBy: other.id,
      blockedByMe: true,
    });
    expect((await block_(other, 'DELETE')).json().conversation).toMatchObject({
      blocked: true,
      blockedBy: seeker.id,
      blockedByMe: false,
    });
    expect((await send(t, other, c.id, 'hello?')).statusCode).toBe(403);
    const unblock = await block_(seeker, 'DELETE');
    expect(unblock.json().conversation).toMatchObject({
      blocked: false,
      blockedBy: null,
      blockedByMe: false,
    });
    expect((await send(t, seeker, c.id, 'back again')).statusCode).toBe(201);
  });
});
