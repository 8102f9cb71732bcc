import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentList } from '@nivaas/shared';
import { commentListSchema } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { sleep } from '../../../test/sockets';

const t = useTestApp();
let owner: TestUser;
let asha: TestUser;
let vikram: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  asha = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Reddy' });
  vikram = await makeUser(t.app, 'service-provider', { firstName: 'Vikram', lastName: 'Rao' });
});

const comment = async (user: TestUser, propertyId: string, rating: number, content = 'Nice') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/comments`,
    headers: as(user),
    payload: { content, rating },
  });
  expect(res.statusCode).toBe(201);
  // Timestamps are to the millisecond: keep "newest first" unambiguous.
  await sleep(3);
  return res.json<Comment>();
};
const list = async (propertyId: string, user: TestUser = asha) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/comments`,
    headers: as(user),
  });
  expect(res.statusCode).toBe(200);
  return commentListSchema.parse(res.json<CommentList>());
};

describe('comments on a listing', () => {
  it('lists nothing, with no average, before anyone comments', async () => {
    const p = await makeProperty(t.app, owner);
    expect(await list(p.id)).toEqual({
      comments: [],
      count: 0,
      ratingCount: 0,
      averageRating: null,
      nextCursor: null,
    });
  });

  it('lists newest first with the author as others see them, and the mean to one decimal', async () => {
    const p = await makeProperty(t.app, owner);
    const first = await comment(asha, p.id, 5, 'Loved the balcony');
    const second = await comment(vikram, p.id, 4, 'Good for families');
    // One person may comment again (after moving in, say); their new rating replaces the first.
    const third = await comment(asha, p.id, 3, 'Still happy after a month');
    const body = await list(p.id, owner);
    expect(body.comments.map((c) => c.id)).toEqual([third.id, second.id, first.id]);
    expect(body.count).toBe(3);
    expect(body.ratingCount).toBe(2);
    expect(body.averageRating).toBe(3.5);
    expect(body.comments[1]).toEqual({
      id: second.id,
      propertyId: p.id,
      userId: vikram.id,
      author: { id: vikram.id, firstName: 'Vikram', lastName: 'Rao', avatarUrl: '' },
      content: 'Good for families',
      rating: 4,
      createdAt: second.createdAt,
      updatedAt: second.updatedAt,
    });
    // Only public fields of the author travel with a comment.
    expect(Object.keys(body.comments[0]?.author ?? {}).sort()).toEqual([
      'avatarUrl',
      'firstName',
      'id',
      'lastName',
    ]);
  });

  it('rounds half up to one decimal and follows edits and deletions', async () => {
    const p = await makeProperty(t.app, owner);
    const a = await comment(asha, p.id, 5);
    await comment(vikram, p.id, 4);
    expect((await list(p.id)).averageRating).toBe(4.5);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${a.id}`,
      headers: as(asha),
      payload: { rating: 1 },
    });
    expect((await list(p.id)).averageRating).toBe(2.5);
    await t.app.inject({ method: 'DELETE', url: `/api/comments/${a.id}`, headers: as(asha) });
    expect(await list(p.id)).toMatchObject({ count: 1, averageRating: 4 });
  });

  it('rounds 4.25 to 4.3 and 4.875 to 4.9', async () => {
    const raters = await Promise.all(Array.from({ length: 8 }, () => makeUser(t.app, 'tenant')));
    const quarter = await makeProperty(t.app, owner);
    for (const [i, r] of [5, 4, 4, 4].entries()) await comment(raters[i]!, quarter.id, r);
    expect((await list(quarter.id)).averageRating).toBe(4.3);
    const eighth = await makeProperty(t.app, owner);
    for (const [i, r] of [5, 5, 5, 5, 5, 5, 5, 4].entries())
      await comment(raters[i]!, eighth.id, r);
    expect((await list(eighth.id)).averageRating).toBe(4.9);
  });

  it('shows the name of an author whose record only has a display name', async () => {
    const p = await makeProperty(t.app, owner);
    const nameless = await makeUser(t.app, 'tenant');
    await t.app.db
      .updateTable('users')
      .set({ firstName: '', lastName: '', name: 'Meera  Iyer', avatarUrl: '/files/a.webp' })
      .where('id', '=', nameless.id)
      .execute();
    await comment(nameless, p.id, 3);
    expect((await list(p.id)).comments[0]?.author).toEqual({
      id: nameless.id,
      firstName: 'Meera',
      lastName: 'Iyer',
      avatarUrl: '/files/a.webp',
    });
  });

  it('keeps comments of one listing apart from another', async () => {
    const p = await makeProperty(t.app, owner);
    const q = await makeProperty(t.app, owner);
    await comment(asha, p.id, 2);
    await comment(asha, q.id, 5);
    expect(await list(p.id)).toMatchObject({ count: 1, ratingCount: 1, averageRating: 2 });
    expect(await list(q.id)).toMatchObject({ count: 1, ratingCount: 1, averageRating: 5 });
  });

  it('deletes the comments of a listing that is deleted', async () => {
    const p = await makeProperty(t.app, owner);
    const keep = await makeProperty(t.app, owner);
    await comment(asha, p.id, 4);
    await comment(vikram, p.id, 3);
    await comment(asha, keep.id, 5);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${p.id}`,
      headers: as(owner),
    });
    expect(res.statusCode).toBe(204);
    const left = await t.app.db.selectFrom('comments').select('propertyId').execute();
    expect(left.filter((c) => c.propertyId === p.id)).toEqual([]);
    expect(left.filter((c) => c.propertyId === keep.id)).toHaveLength(1);
  });
});
