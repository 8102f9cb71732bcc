import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentList } from '@nivaas/shared';
import { commentListSchema } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';

/** Ratings can't be stuffed (one per person per listing), and comments come a page at a time. */
const t = useTestApp();
let owner: TestUser;
let mallory: TestUser;
let raters: TestUser[];
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  mallory = await makeUser(t.app, 'tenant');
  raters = [await makeUser(t.app, 'tenant'), await makeUser(t.app, 'tenant')];
});

const post = (user: TestUser, propertyId: string, rating: number, content = 'Seen it') =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/comments`,
    headers: as(user),
    payload: { content, rating },
  });
const comment = async (user: TestUser, propertyId: string, rating: number) => {
  const res = await post(user, propertyId, rating);
  expect(res.statusCode).toBe(201);
  // Timestamps are to the millisecond: keep "newest first" unambiguous.
  await new Promise((resolve) => setTimeout(resolve, 3));
  return res.json<Comment>();
};
const list = async (propertyId: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/comments${query}`,
    headers: as(raters[0]!),
  });
  expect(res.statusCode).toBe(200);
  return commentListSchema.parse(res.json<CommentList>());
};

describe('one rating per person per listing', () => {
  it('ten one-star comments from one account move the average as one rating does', async () => {
    const p = await makeProperty(t.app, owner);
    await comment(raters[0]!, p.id, 2);
    await comment(raters[1]!, p.id, 4);
    expect((await list(p.id)).averageRating).toBe(3);
    await comment(mallory, p.id, 1);
    const once = await list(p.id);
    for (let i = 0; i < 9; i += 1) await comment(mallory, p.id, 1);
    const tenTimes = await list(p.id);
    expect(tenTimes.averageRating).toBe(once.averageRating);
    expect(tenTimes).toMatchObject({ count: 12, ratingCount: 3, averageRating: 2.3 });
  });

  it("replaces the person's rating with their latest, and an edit changes it too", async () => {
    const p = await makeProperty(t.app, owner);
    await comment(raters[0]!, p.id, 4);
    const first = await comment(mallory, p.id, 1);
    await comment(mallory, p.id, 5);
    expect(await list(p.id)).toMatchObject({ ratingCount: 2, averageRating: 4.5 });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${first.id}`,
      headers: as(mallory),
      payload: { rating: 2 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await list(p.id)).toMatchObject({ ratingCount: 2, averageRating: 3 });
    // Each comment keeps the rating it was written with.
    expect((await list(p.id)).comments.map((c) => c.rating)).toEqual([5, 2, 4]);
  });

  it('keeps the rating while the person has a comment left, and drops it with the last', async () => {
    const p = await makeProperty(t.app, owner);
    await comment(raters[0]!, p.id, 4);
    const a = await comment(mallory, p.id, 1);
    const b = await comment(mallory, p.id, 2);
    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: as(mallory) });
    expect((await remove(b.id)).statusCode).toBe(204);
    expect(await list(p.id)).toMatchObject({ count: 2, ratingCount: 2, averageRating: 3 });
    expect((await remove(a.id)).statusCode).toBe(204);
    expect(await list(p.id)).toMatchObject({ count: 1, ratingCount: 1, averageRating: 4 });
  });

  it('lets the owner rate nothing of their own listing', async () => {
    const p = await makeProperty(t.app, owner);
    const res = await post(owner, p.id, 5);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { reason: 'comment.own-listing' } });
    expect(await list(p.id)).toMatchObject({ count: 0, ratingCount: 0, averageRating: null });
  });
});

describe('GET /api/properties/:id/comments, a page at a time', () => {
  it('pages 45 comments newest first, 20 by default, each once, with the totals on each page', async () => {
    const p = await makeProperty(t.app, owner);
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    // Two share each second: the id must break the tie.
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: newId(),
      propertyId: p.id,
      userId: mallory.id,
      content: `Comment ${i}`,
      rating: 3,
      createdAt: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
      updatedAt: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
    }));
    await t.app.db.insertInto('comments').values(rows).execute();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: CommentList = await list(
        p.id,
        cursor ? `?cursor=${encodeURIComponent(cursor)}` : '',
      );
      expect(page.count).toBe(45);
      sizes.push(page.comments.length);
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    // In the database's own order (its collation breaks the ties), each comment once.
    const newestFirst = await t.app.db
      .selectFrom('comments')
      .select('id')
      .where('propertyId', '=', p.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(newestFirst.map((r) => r.id));
    expect(new Set(seen).size).toBe(45);
    expect((await list(p.id, '?limit=50')).comments).toHaveLength(45);
  });

  it('refuses a cursor it did not make and a limit over 50', async () => {
    const p = await makeProperty(t.app, owner);
    for (const query of ['?cursor=not-ours', '?limit=51', '?limit=0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties/${p.id}/comments${query}`,
        headers: as(mallory),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
