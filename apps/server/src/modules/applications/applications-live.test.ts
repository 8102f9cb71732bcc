import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, type Conversation, type Notification } from '@nivaas/shared';
import { as } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { openThread, send, sendOk } from '../../../test/conversations';
import { closeSockets, connected, listen, nextEvent, openSocket } from '../../../test/sockets';
import { makeProperty } from '../../../test/properties';
import { applyOk, call, makeCast, type Cast } from '../../../test/applications';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

let t: TestApp;
let url: string;
let c: Cast;
beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t.app);
  c = await makeCast(t);
}, 60_000);
afterEach(() => closeSockets());
afterAll(() => t.close());

const notificationsOf = async (userId: string, propertyId: string) =>
  t.app.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'senderId'])
    .where('userId', '=', userId)
    .where('propertyId', '=', propertyId)
    .orderBy('createdAt')
    .execute();
const mailsTo = async (email: string) => {
  await deliveriesSent(t.app.bus);
  const mails = await t.app.db
    .selectFrom('outbox_mails')
    .select('subject')
    .where('to', '=', email)
    .execute();
  return mails.map((m) => m.subject);
};

describe('told at once', () => {
  it('the owner of each new application, the seeker of each decision: bell, realtime and mail', async () => {
    const listing = await makeProperty(t.app, c.owner, { title: 'Garden flat' });
    const ownerSocket = openSocket(url, { cookie: c.owner.cookie });
    const seekerSocket = openSocket(url, { cookie: c.seeker.cookie });
    await Promise.all([connected(ownerSocket), connected(seekerSocket)]);

    const ownerBell = nextEvent(ownerSocket, 'notification.created');
    const ownerHears = nextEvent(ownerSocket, 'application.changed');
    const seekerHears = nextEvent(seekerSocket, 'application.changed');
    const application = await applyOk(t, c.seeker, listing.id);
    const submitted = {
      applicationId: application.id,
      propertyId: listing.id,
      tenantId: c.seeker.id,
      ownerId: c.owner.id,
      action: 'submitted',
      status: 'submitted',
    };
    expect((await ownerHears).payload).toEqual(submitted);
    expect((await seekerHears).payload).toEqual(submitted);
    const bell = (await ownerBell).payload as { notification: Notification };
    expect(bell.notification).toMatchObject({
      type: 'applicationSubmitted',
      propertyId: listing.id,
      senderId: c.seeker.id,
      message: 'Asha Rao applied for "Garden flat".',
      data: { applicationId: application.id, propertyTitle: 'Garden flat' },
    });
    expect(await mailsTo(c.owner.email)).toContain('New application - Nivaas');

    const seekerBell = nextEvent(seekerSocket, 'notification.created');
    const decided = nextEvent(seekerSocket, 'application.changed');
    await call(t, c.owner, 'POST', `/api/applications/${application.id}/reject`, {
      reason: 'Only families',
    });
    expect((await decided).payload).toMatchObject({ action: 'rejected', status: 'rejected' });
    expect(
      ((await seekerBell).payload as { notification: Notification }).notification,
    ).toMatchObject({
      type: 'applicationRejected',
      message: 'Your application for "Garden flat" was rejected. Reason: Only families',
      data: { status: 'rejected', reason: 'Only families' },
    });
    expect(await mailsTo(c.seeker.email)).toContain('Application rejected - Nivaas');
    expect(await notificationsOf(c.owner.id, listing.id)).toHaveLength(1);
    expect(await notificationsOf(c.seeker.id, listing.id)).toHaveLength(1);
  });

  it('the owner hears of a withdrawal; nobody is notified of it', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const application = await applyOk(t, c.otherSeeker, listing.id);
    const ownerSocket = openSocket(url, { cookie: c.owner.cookie });
    await connected(ownerSocket);
    const heard = nextEvent(ownerSocket, 'application.changed');
    await call(t, c.otherSeeker, 'DELETE', `/api/applications/${application.id}`);
    expect((await heard).payload).toMatchObject({ action: 'withdrawn', status: null });
    expect(await notificationsOf(c.otherSeeker.id, listing.id)).toHaveLength(0);
  });

  it('a refused submission tells nobody anything', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await call(t, c.seeker, 'POST', `/api/properties/${listing.id}/applications`, {
      answers: {},
    });
    expect(res.statusCode).toBe(400);
    expect(await notificationsOf(c.owner.id, listing.id)).toHaveLength(0);
  });
});

describe('the chat thread opens', () => {
  it('a seeker stuck at the pre-apply limit applies and then talks freely', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const thread = await openThread(t, c.seeker, { propertyId: listing.id });
    expect(thread.chatUnlockLevel).toBe('limited');
    for (let i = 0; i < CHAT_LIMITS.preApplyMessages; i++)
      await sendOk(t, c.seeker, thread.id, `Question ${i + 1}`);
    const stuck = await send(t, c.seeker, thread.id, 'One more question');
    expect(stuck.statusCode).toBe(403);
    expect(stuck.json().error.reason).toBe('chat.pre-apply-limit');

    const ownerSocket = openSocket(url, { cookie: c.owner.cookie });
    await connected(ownerSocket);
    const refetch = nextEvent(ownerSocket, 'conversation.updated');
    const application = await applyOk(t, c.seeker, listing.id);
    expect((await refetch).payload).toEqual({ conversationId: thread.id });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${thread.id}`,
      headers: as(c.seeker),
    });
    expect(res.json<{ conversation: Conversation }>().conversation).toMatchObject({
      chatUnlockLevel: 'open',
      applicationId: application.id,
      preApplyRemaining: null,
    });
    for (let i = 0; i < 3; i++)
      expect((await send(t, c.seeker, thread.id, `After applying ${i}`)).statusCode).toBe(201);
  });

  it('a thread started after applying starts open', async () => {
    const listing = await makeProperty(t.app, c.owner);
    await applyOk(t, c.otherSeeker, listing.id);
    const thread = await openThread(t, c.otherSeeker, { propertyId: listing.id });
    expect(thread.chatUnlockLevel).toBe('open');
    for (let i = 0; i <= CHAT_LIMITS.preApplyMessages; i++)
      await sendOk(t, c.otherSeeker, thread.id, `Hello ${i}`);
  });
});
