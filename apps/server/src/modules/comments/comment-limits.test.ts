import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';

/** COMMENT_CREATE_LIMIT_PER_MINUTE: comments per person per minute, over all listings. */
const t = useTestApp({ env: { COMMENT_CREATE_LIMIT_PER_MINUTE: '3' } });
let owner: TestUser;
let flooder: TestUser;
let other: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  flooder = await makeUser(t.app, 'tenant');
  other = await makeUser(t.app, 'tenant');
});

const post = (user: TestUser, propertyId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/comments`,
    headers: as(user),
    payload,
  });

describe('the comment limit', () => {
  it('answers 429 past the limit, stores nothing more, and leaves other people alone', async () => {
    const p = await makeProperty(t.app, owner);
    const q = await makeProperty(t.app, owner);
    // A refused body costs nothing of the allowance.
    expect((await post(flooder, p.id, { content: '', rating: 1 })).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await post(flooder, i % 2 ? q.id : p.id, { content: `x${i}`, rating: 1 })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = await post(flooder, p.id, { content: 'again', rating: 1 });
    expect(refused.json()).toMatchObject({ error: { code: 'resource-exhausted' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.app.db
      .selectFrom('comments')
      .select('id')
      .where('userId', '=', flooder.id)
      .execute();
    expect(stored).toHaveLength(3);
    expect((await post(other, p.id, { content: 'Fine', rating: 4 })).statusCode).toBe(201);
  });
});
