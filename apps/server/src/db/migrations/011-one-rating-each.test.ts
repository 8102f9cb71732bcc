import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { useTestApp } from '../../../test/use-test-app';
import { makeUsers } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { up } from './011-one-rating-each';

const t = useTestApp();

describe('migration 011: one rating per person per listing', () => {
  it("gives each person the rating of their newest comment, and the owner's none", async () => {
    const { owner, asha, ravi } = await makeUsers(t.app, {
      owner: 'owner',
      asha: 'tenant',
      ravi: 'tenant',
    });
    const p = await makeProperty(t.app, owner);
    const db = t.app.db;
    // As before 011: no ratings table or its indexes, comments as people wrote them.
    await db.schema.dropTable('property_ratings').execute();
    await db.schema.dropIndex('comments_property_user_idx').execute();
    for (const column of ['thumbnailkey', 'cardkey', 'fullkey'])
      await db.schema.dropIndex(`property_images_${column}_idx`).execute();
    const comment = (id: string, userId: string, rating: number, minute: number) => ({
      id: `${id}-${p.id}`,
      propertyId: p.id,
      userId,
      content: 'As it was',
      rating,
      createdAt: `2026-02-01T10:0${minute}:00.000Z`,
      updatedAt: `2026-02-01T10:0${minute}:00.000Z`,
    });
    await db
      .insertInto('comments')
      .values([
        comment('c1', asha.id, 1, 1),
        comment('c2', asha.id, 1, 2),
        comment('c3', asha.id, 4, 3),
        comment('c4', ravi.id, 2, 1),
        // A stored rating of one's own listing (refused by the API, but counted before).
        comment('c5', owner.id, 5, 1),
      ])
      .execute();
    await up(db as unknown as Kysely<unknown>);
    const ratings = await db
      .selectFrom('property_ratings')
      .select(['userId', 'rating'])
      .where('propertyId', '=', p.id)
      .execute();
    expect(
      ratings.map((r) => [r.userId, Number(r.rating)]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    ).toEqual(
      [
        [asha.id, 4],
        [ravi.id, 2],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
  });
});
