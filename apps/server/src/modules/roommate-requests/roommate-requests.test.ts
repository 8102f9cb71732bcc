import { beforeAll, describe, expect, it } from 'vitest';
import {
  ROOMMATE_REQUEST_MESSAGES,
  type NotificationList,
  type RoommateRequest,
  type RoommateRequestBox,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { openThread, send, sendOk } from '../../../test/conversations';
import { useTestApp } from '../../../test/use-test-app';
import { personWithProfile } from '../../../test/roommates';

const t = useTestApp();

const ask = (from: TestUser, to: string, message?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/roommates/${to}/requests`,
    headers: as(from),
    payload: message === undefined ? {} : { message },
  });
const answer = (user: TestUser, id: string, verb: 'accept' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/roommate-requests/${id}/${verb}`, headers: as(user) });
const box = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/me/roommate-requests', headers: as(user) })
  ).json<RoommateRequestBox>();
const notices = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(user) })
  ).json<NotificationList>().notifications;
const reasonOf = (res: { json: () => { error: { reason: string } } }) => res.json().error.reason;

describe('a roommate request', () => {
  let priya: TestUser;
  let kiran: TestUser;
  beforeAll(async () => {
    priya = await personWithProfile(t, {
      firstName: 'Priya',
      lastName: 'Reddy',
      city: 'Hyderabad',
    });
    kiran = await personWithProfile(t, { firstName: 'Kiran', city: 'Hyderabad' });
  });

  it('goes to the other person, who accepts it: a direct thread opens where both can write', async () => {
    const sent = await ask(priya, kiran.id, 'Hi! I am looking near Madhapur.');
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<RoommateRequest>();
    expect(request).toMatchObject({
      fromUserId: priya.id,
      toUserId: kiran.id,
      status: 'pending',
      conversationId: null,
      other: { userId: kiran.id, firstName: 'Kiran' },
    });
    expect(sent.body).not.toContain(kiran.email);

    // Kiran sees it with Priya's name, and hears of it.
    const incoming = (await box(kiran)).incoming;
    expect(incoming[0]).toMatchObject({
      id: request.id,
      other: { firstName: 'Priya', lastName: 'Reddy' },
    });
    expect((await box(priya)).outgoing[0]!.id).toBe(request.id);
    expect(await notices(kiran)).toContainEqual(
      expect.objectContaining({
        type: 'roommateRequestReceived',
        senderId: priya.id,
        data: expect.objectContaining({ name: 'Priya Reddy' }),
      }),
    );

    // Priya cannot answer her own request.
    const own = await answer(priya, request.id, 'accept');
    expect(own.statusCode).toBe(403);
    expect(reasonOf(own)).toBe('roommate-request.not-yours');

    const accepted = await answer(kiran, request.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const { conversationId } = accepted.json<RoommateRequest>();
    expect(conversationId).toEqual(expect.any(String));
    expect(await notices(priya)).toContainEqual(
      expect.objectContaining({ type: 'roommateRequestAccepted', senderId: kiran.id }),
    );

    // The thread is open beyond the pre-apply limit: a direct thread.
    for (let i = 0; i < 6; i++) await sendOk(t, priya, conversationId!, `Message ${i}`);
    await sendOk(t, kiran, conversationId!, 'Hello Priya!');
    const thread = await openThread(t, kiran, { userId: priya.id });
    expect(thread.id).toBe(conversationId);

    // Answered once only; no second request between the two.
    const again = await answer(kiran, request.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('roommate-request.decided');
    const twice = await ask(kiran, priya.id);
    expect(twice.statusCode).toBe(409);
    expect(reasonOf(twice)).toBe('roommate-request.exists');
  });

  it('can be declined; the sender hears of it and may not ask again, a stranger learns nothing', async () => {
    const meera = await personWithProfile(t, { firstName: 'Meera' });
    const request = (await ask(meera, kiran.id)).json<RoommateRequest>();
    const stranger = await makeUser(t.app, 'tenant');
    const peek = await answer(stranger, request.id, 'accept');
    expect(peek.statusCode).toBe(404);
    expect(reasonOf(peek)).toBe('roommate-request.not-found');

    const declined = await answer(kiran, request.id, 'decline');
    expect(declined.json<RoommateRequest>()).toMatchObject({
      status: 'declined',
      conversationId: null,
    });
    expect(await notices(meera)).toContainEqual(
      expect.objectContaining({ type: 'roommateRequestDeclined', senderId: kiran.id }),
    );
    expect(reasonOf(await ask(meera, kiran.id))).toBe('roommate-request.exists');
  });

  it.each([
    ['to oneself', 'self', 400, ROOMMATE_REQUEST_MESSAGES.self],
    [
      'without a profile of one’s own',
      'no-profile',
      412,
      ROOMMATE_REQUEST_MESSAGES.profileRequired,
    ],
    ['to someone without a profile', 'no-target', 404, 'Roommate profile not found'],
    ['with a message over 500 characters', 'long', 400, undefined],
  ] as const)('is refused %s and nothing is sent', async (_n, kind, status, message) => {
    const sender =
      kind === 'no-profile'
        ? await makeUser(t.app, 'tenant')
        : await personWithProfile(t, { firstName: 'Sender' });
    const target =
      kind === 'self'
        ? sender.id
        : kind === 'no-target'
          ? (await makeUser(t.app, 'tenant')).id
          : priya.id;
    const res = await ask(sender, target, kind === 'long' ? 'x'.repeat(501) : 'Hello');
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().error.message).toBe(message);
    expect((await box(sender)).outgoing).toEqual([]);
  });

  it('is refused when either blocked the other in chat', async () => {
    const a = await personWithProfile(t, { firstName: 'Arjun' });
    const b = await personWithProfile(t, { firstName: 'Bhavna' });
    const thread = await openThread(t, a, { userId: b.id });
    await sendOk(t, a, thread.id, 'hi');
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${thread.id}/block`,
      headers: as(b),
    });
    expect(block.statusCode).toBeLessThan(300);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await ask(from, to.id);
      expect(res.statusCode).toBe(403);
      expect(reasonOf(res)).toBe('roommate-request.blocked');
    }
    expect((await send(t, a, thread.id, 'still there?')).statusCode).toBe(403);
  });

  it('is limited to 20 a day per sender (429), the 21st sending nothing', async () => {
    const eager = await personWithProfile(t, { firstName: 'Eager' });
    const targets = await Promise.all(
      Array.from({ length: 21 }, (_, i) => personWithProfile(t, { firstName: `Target ${i}` })),
    );
    for (const target of targets.slice(0, 20))
      expect((await ask(eager, target.id)).statusCode).toBe(201);
    const over = await ask(eager, targets[20]!.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      reason: 'roommate-request.limit',
      message: ROOMMATE_REQUEST_MESSAGES.limit,
    });
    expect((await box(eager)).outgoing).toHaveLength(20);
    expect((await box(targets[20]!)).incoming).toEqual([]);
  }, 60_000);
});
