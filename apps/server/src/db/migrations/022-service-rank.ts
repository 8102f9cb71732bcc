import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Services in "best rated" order by a rating that weighs how many reviews there are (a
 * Bayesian mean, decision 038), kept in `rankScore` as reviews come in and indexed as the
 * rating is, so a page is still one range of an index. The constants are those of
 * modules/services/service-rank.ts at the time of writing: 5 reviews of 3.5 stars.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('rankScore', 'double precision', (c) => c.notNull().defaultTo(3.5))
    .execute();
  await sql`update "services" set "rankScore" = ("ratingTotal" + 17.5) * 1.0 / ("reviewCount" + 5)`.execute(
    db,
  );
  for (const [name, columns] of [
    ['services_rank_idx', ['listed', 'rankScore', 'id']],
    ['services_category_rank_idx', ['listed', 'category', 'rankScore', 'id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('services')
      .columns([...columns])
      .execute();
}
