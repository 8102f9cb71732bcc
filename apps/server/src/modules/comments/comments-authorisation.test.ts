import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type Comment } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';

const t = useTestApp();
let who: Record<Caller, TestUser | null>;
beforeAll(async () => {
  who = {
    anonymous: null,
    ...(await makeUsers(t.app, {
      author: 'tenant',
      'listing owner': 'owner',
      'another owner': 'owner',
      tenant: 'tenant',
      'service-provider': 'service-provider',
      admin: 'admin',
      [ADMIN_WITHOUT_SECOND_FACTOR]: ADMIN_WITHOUT_SECOND_FACTOR,
    })),
  };
});

type Caller =
  | 'anonymous'
  | 'author'
  | 'listing owner'
  | 'another owner'
  | 'tenant'
  | 'service-provider'
  | 'admin'
  | typeof ADMIN_WITHOUT_SECOND_FACTOR;
/** Everyone but an admin who passed the second factor is a member here. */
const EVERYONE: Caller[] = [
  'anonymous',
  'author',
  'listing owner',
  'another owner',
  'tenant',
  'service-provider',
  'admin',
  ADMIN_WITHOUT_SECOND_FACTOR,
];

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(who[caller]), ...(payload ? { payload } : {}) });
const user = (caller: Caller) => who[caller] as TestUser;
const row = (id: string) =>
  t.app.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
const commentsOf = (propertyId: string) =>
  t.app.db.selectFrom('comments').selectAll().where('propertyId', '=', propertyId).execute();
const audits = (id: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('targetId', '=', id).execute();

async function listingWithComment() {
  const property = await makeProperty(t.app, user('listing owner'));
  const res = await send('POST', `/api/properties/${property.id}/comments`, 'author', {
    content: 'Bright rooms, helpful owner.',
    rating: 4,
  });
  expect(res.statusCode).toBe(201);
  return { property, comment: res.json<Comment>() };
}

describe('GET /api/properties/:id/comments', () => {
  it.each(EVERYONE.map((c): [Caller, number] => [c, c === 'anonymous' ? 401 : 200]))(
    '%s → %i',
    async (caller, status) => {
      const { property, comment } = await listingWithComment();
      const res = await send('GET', `/api/properties/${property.id}/comments`, caller);
      expect(res.statusCode).toBe(status);
      if (status === 200)
        expect(res.json().comments.map((c: Comment) => c.id)).toEqual([comment.id]);
    },
  );

  it.each(
    EVERYONE.map((c): [Caller, number] => [
      c,
      c === 'anonymous' ? 401 : c === 'listing owner' || c === 'admin' ? 200 : 404,
    ]),
  )('%s → %i for an inactive listing', async (caller, status) => {
    const { property } = await listingWithComment();
    await send('PATCH', `/api/properties/${property.id}/status`, 'listing owner', {
      status: 'inactive',
    });
    const res = await send('GET', `/api/properties/${property.id}/comments`, caller);
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json().error.message).toBe('Property not found.');
  });

  it('answers 404 "Property not found." for an unknown listing', async () => {
    const res = await send('GET', '/api/properties/no-such-listing/comments', 'tenant');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'not-found',
      reason: 'property.not-found',
      message: 'Property not found.',
    });
  });
});

describe('POST /api/properties/:id/comments', () => {
  it.each(
    EVERYONE.map((c): [Caller, number] => [
      c,
      c === 'anonymous' ? 401 : c === 'listing owner' ? 403 : 201,
    ]),
  )('%s → %i', async (caller, status) => {
    const property = await makeProperty(t.app, user('listing owner'));
    const res = await send('POST', `/api/properties/${property.id}/comments`, caller, {
      content: `Visited as ${caller}`,
      rating: 5,
    });
    expect(res.statusCode).toBe(status);
    const stored = await commentsOf(property.id);
    if (status === 201) {
      expect(stored.map((c) => [c.userId, c.content])).toEqual([
        [user(caller).id, `Visited as ${caller}`],
      ]);
    } else {
      expect(stored).toEqual([]);
    }
    if (status === 403)
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        reason: 'comment.own-listing',
        message: COMMENT_MESSAGES.ownListing,
      });
  });

  it("refuses an admin's comment on the admin's own listing", async () => {
    const property = await makeProperty(t.app, user('admin'));
    const res = await send('POST', `/api/properties/${property.id}/comments`, 'admin', {
      content: 'Great place',
      rating: 5,
    });
    expect(res.statusCode).toBe(403);
    expect(await commentsOf(property.id)).toEqual([]);
  });

  it('settles sign-in and ownership before reading the body (401 and 403, not 400)', async () => {
    const property = await makeProperty(t.app, user('listing owner'));
    const url = `/api/properties/${property.id}/comments`;
    expect((await send('POST', url, 'anonymous', { rating: 9 })).statusCode).toBe(401);
    expect((await send('POST', url, 'listing owner', { rating: 9 })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or inactive listing, storing nothing', async () => {
    const unknown = await send('POST', '/api/properties/nope/comments', 'tenant', {
      content: 'Hello',
      rating: 3,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Property not found.');
    const property = await makeProperty(t.app, user('listing owner'));
    await send('PATCH', `/api/properties/${property.id}/status`, 'listing owner', {
      status: 'inactive',
    });
    const res = await send('POST', `/api/properties/${property.id}/comments`, 'tenant', {
      content: 'Hello',
      rating: 3,
    });
    expect(res.statusCode).toBe(404);
    expect(await commentsOf(property.id)).toEqual([]);
  });

  it('refuses a cookie-carrying request from a foreign origin', async () => {
    const property = await makeProperty(t.app, user('listing owner'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.id}/comments`,
      headers: { origin: 'https://evil.example', cookie: user('tenant').cookie },
      payload: { content: 'Spam', rating: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(await commentsOf(property.id)).toEqual([]);
  });
});

describe('PATCH /api/comments/:id', () => {
  it.each(
    EVERYONE.map((c): [Caller, number] => [
      c,
      c === 'anonymous' ? 401 : c === 'author' ? 200 : 403,
    ]),
  )('%s → %i', async (caller, status) => {
    const { comment } = await listingWithComment();
    const before = await row(comment.id);
    const res = await send('PATCH', `/api/comments/${comment.id}`, caller, {
      content: 'Edited',
      rating: 2,
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json<Comment>()).toMatchObject({ content: 'Edited', rating: 2 });
      expect(await row(comment.id)).toMatchObject({ content: 'Edited', rating: 2 });
    } else {
      expect(await row(comment.id)).toEqual(before);
    }
    if (status === 403)
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        reason: 'comment.edit-not-author',
        message: COMMENT_MESSAGES.editOwn,
      });
  });

  it("refuses someone else's comment before reading the body (403, not 400)", async () => {
    const { comment } = await listingWithComment();
    const res = await send('PATCH', `/api/comments/${comment.id}`, 'tenant', { rating: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(COMMENT_MESSAGES.editOwn);
  });

  it('answers 404 "Comment not found" for an unknown comment', async () => {
    const res = await send('PATCH', '/api/comments/no-such-comment', 'author', { rating: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'not-found',
      reason: 'comment.not-found',
      message: COMMENT_MESSAGES.notFound,
    });
  });
});

describe('DELETE /api/comments/:id', () => {
  it.each(
    EVERYONE.map((c): [Caller, number] => [
      c,
      c === 'anonymous' ? 401 : c === 'author' || c === 'admin' ? 204 : 403,
    ]),
  )('%s → %i', async (caller, status) => {
    const { comment } = await listingWithComment();
    const res = await send('DELETE', `/api/comments/${comment.id}`, caller);
    expect(res.statusCode).toBe(status);
    expect(await row(comment.id)).toEqual(status === 204 ? undefined : expect.anything());
    if (status === 403)
      expect(res.json().error).toEqual({
        code: 'permission-denied',
        reason: 'comment.delete-not-author',
        message: COMMENT_MESSAGES.deleteOwn,
      });
    // An admin removing someone else's comment is on the record, with what was removed.
    const log = await audits(comment.id);
    if (caller === 'admin') {
      expect(log.map((a) => [a.action, a.actorId, a.targetType])).toEqual([
        ['comment.delete', user('admin').id, 'comment'],
      ]);
      expect(JSON.parse(log[0]?.details ?? '{}')).toMatchObject({
        authorId: user('author').id,
        content: 'Bright rooms, helpful owner.',
        rating: 4,
      });
    } else {
      expect(log).toEqual([]);
    }
  });

  it('answers 404 "Comment not found" for an unknown or already deleted comment', async () => {
    const { comment } = await listingWithComment();
    expect((await send('DELETE', `/api/comments/${comment.id}`, 'author')).statusCode).toBe(204);
    const again = await send('DELETE', `/api/comments/${comment.id}`, 'author');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(COMMENT_MESSAGES.notFound);
  });
});
