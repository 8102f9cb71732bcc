import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { makeUser } from '../../../test/accounts';
import { addService, reviewers } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';
import { up } from './024-one-service-rating-each';

const t = useTestApp();

describe('migration 024: one rating per person per service', () => {
  it("keeps each person's newest review current and counts the service again from those", async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const service = await addService(t, provider);
    const [asha, ravi] = (await reviewers(t, 2)) as [string, string];
    const db = t.app.db;
    // As before 024: no supersededAt, every review counted.
    await db.schema.dropIndex('service_reviews_current_idx').execute();
    await db.schema.alterTable('service_reviews').dropColumn('supersededAt').execute();
    const reviews = [
      { key: 'a1', userId: asha, rating: 5, minute: 1 },
      { key: 'a2', userId: asha, rating: 5, minute: 2 },
      { key: 'a3', userId: asha, rating: 1, minute: 3 },
      { key: 'r1', userId: ravi, rating: 3, minute: 2 },
    ];
    for (const r of reviews) {
      const at = `2026-02-01T10:0${r.minute}:00.000Z`;
      await db
        .insertInto('service_bookings')
        .values({
          id: `${r.key}-${service.id}`,
          serviceId: service.id,
          providerId: provider.id,
          userId: r.userId,
          propertyId: null,
          ownerId: null,
          status: 'completed',
          date: '2026-02-01',
          timeSlot: '10:00-11:00',
          description: null,
          price: 1000,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('service_reviews')
        .values({
          id: `${r.key}-${service.id}`,
          bookingId: `${r.key}-${service.id}`,
          serviceId: service.id,
          userId: r.userId,
          rating: r.rating,
          comment: null,
          createdAt: at,
        })
        .execute();
    }
    // The figures as they were kept: 14 stars from 4 reviews.
    await db
      .updateTable('services')
      .set({ ratingTotal: 14, reviewCount: 4, rating: 3.5, rankScore: 31.5 / 9 })
      .where('id', '=', service.id)
      .execute();

    await up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('service_reviews')
      .select(['id', 'supersededAt'])
      .where('serviceId', '=', service.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id.slice(0, 2), r.supersededAt === null])).toEqual([
      ['a1', false],
      ['a2', false],
      ['a3', true],
      ['r1', true],
    ]);
    const figures = await db
      .selectFrom('services')
      .select(['rating', 'ratingTotal', 'reviewCount', 'rankScore'])
      .where('id', '=', service.id)
      .executeTakeFirstOrThrow();
    // Asha's 1 and Ravi's 3.
    expect({
      rating: Number(figures.rating),
      ratingTotal: Number(figures.ratingTotal),
      reviewCount: Number(figures.reviewCount),
    }).toEqual({ rating: 2, ratingTotal: 4, reviewCount: 2 });
    expect(Number(figures.rankScore)).toBeCloseTo(21.5 / 7, 6);
    // A second current review of the service by the same person is refused by the database.
    await expect(
      db
        .updateTable('service_reviews')
        .set({ supersededAt: null })
        .where('id', '=', rows[0]!.id)
        .execute(),
    ).rejects.toThrow();
  });
});
