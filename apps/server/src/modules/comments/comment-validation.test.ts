import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES as M, type Comment } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';

const t = useTestApp();
let owner: TestUser;
let tenant: TestUser;
let propertyId: string;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  tenant = await makeUser(t.app, 'tenant');
  propertyId = (await makeProperty(t.app, owner)).id;
});

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/comments`,
    headers: as(tenant),
    payload: payload as Record<string, unknown>,
  });
const patch = (id: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/comments/${id}`,
    headers: as(tenant),
    payload: payload as Record<string, unknown>,
  });
const stored = () =>
  t.app.db.selectFrom('comments').selectAll().where('propertyId', '=', propertyId).execute();
const valid = { content: 'Quiet street, good water supply.', rating: 4 };

/** Each case: the body sent, and the field messages it must produce. */
const CASES: [string, Record<string, unknown>, Record<string, string>][] = [
  ['no content', { rating: 4 }, { content: M.contentRequired }],
  ['blank content', { ...valid, content: '   ' }, { content: M.contentRequired }],
  [
    'content of invisible characters only',
    { ...valid, content: ' \u0000\u0007\u001b ' },
    { content: M.contentRequired },
  ],
  ['content not text', { ...valid, content: 42 }, { content: M.contentRequired }],
  ['content too long', { ...valid, content: 'x'.repeat(2001) }, { content: M.contentTooLong }],
  ['no rating', { content: 'Nice' }, { rating: M.rating }],
  ['rating 0', { ...valid, rating: 0 }, { rating: M.rating }],
  ['rating 6', { ...valid, rating: 6 }, { rating: M.rating }],
  ['rating 3.5', { ...valid, rating: 3.5 }, { rating: M.rating }],
  ['rating as text', { ...valid, rating: '4' }, { rating: M.rating }],
  ['rating null', { ...valid, rating: null }, { rating: M.rating }],
  ['empty body', {}, { content: M.contentRequired, rating: M.rating }],
];

describe('POST /api/properties/:id/comments validation', () => {
  it.each(CASES)('%s → 400, nothing stored', async (_name, body, fields) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', fields });
    expect(await stored()).toEqual([]);
  });

  it('accepts exactly 2000 characters and ratings 1 and 5', async () => {
    for (const body of [
      { content: 'y'.repeat(2000), rating: 1 },
      { content: 'Top', rating: 5 },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(201);
      await t.app.db.deleteFrom('comments').where('id', '=', res.json<Comment>().id).execute();
    }
  });

  it('stores plain text as typed, trimmed, with markup kept and invisible characters gone', async () => {
    const res = await post({
      content: '  <b>Bold</b> <script>alert(1)</script>\r\nSecond line\u0000 \t ',
      rating: 3,
    });
    expect(res.statusCode).toBe(201);
    const text = '<b>Bold</b> <script>alert(1)</script>\nSecond line';
    expect(res.json<Comment>().content).toBe(text);
    expect((await stored()).map((c) => c.content)).toEqual([text]);
    await t.app.db.deleteFrom('comments').execute();
  });
});

describe('PATCH /api/comments/:id validation', () => {
  const PATCH_CASES = CASES.filter(([name]) =>
    ['blank content', 'content too long', 'rating 0', 'rating 3.5', 'rating null'].includes(name),
  ).concat([
    [
      'content of invisible characters only',
      { content: '\u0000\u0001' },
      { content: M.contentRequired },
    ],
  ]);

  it.each(PATCH_CASES)('%s → 400, nothing changed', async (_name, body, fields) => {
    const created = (await post(valid)).json<Comment>();
    const before = await stored();
    const res = await patch(created.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', fields });
    expect(await stored()).toEqual(before);
    await t.app.db.deleteFrom('comments').execute();
  });

  it('changes only the fields sent, and an empty patch changes nothing', async () => {
    const created = (await post(valid)).json<Comment>();
    const same = await patch(created.id, {});
    expect(same.statusCode).toBe(200);
    expect(same.json<Comment>()).toEqual(created);

    const rated = await patch(created.id, { rating: 1 });
    expect(rated.json<Comment>()).toMatchObject({ content: valid.content, rating: 1 });
    const worded = await patch(created.id, { content: '  Changed my mind  ' });
    expect(worded.json<Comment>()).toMatchObject({ content: 'Changed my mind', rating: 1 });
    expect(worded.json<Comment>().createdAt).toBe(created.createdAt);
    expect(worded.json<Comment>().updatedAt >= created.updatedAt).toBe(true);
    await t.app.db.deleteFrom('comments').execute();
  });
});
