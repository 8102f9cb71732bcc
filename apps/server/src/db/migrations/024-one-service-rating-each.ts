import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One rating per person per service (decision 040): a person's newest review of a service is
 * their current one; a later review supersedes it (`supersededAt`), and a partial unique index
 * lets each person hold one current review per service. Existing reviews: all but each
 * person's newest (by createdAt, then id) are marked superseded, and every service's rating,
 * review count and rank are counted again from the current reviews. The constants of the rank
 * are those of modules/services/service-rank.ts at the time of writing: 5 reviews of 3.5 stars.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_reviews').addColumn('supersededAt', 'text').execute();
  await sql`update service_reviews set "supersededAt" = ${new Date().toISOString()}
    where exists (select 1 from service_reviews d
      where d."serviceId" = service_reviews."serviceId" and d."userId" = service_reviews."userId"
        and (d."createdAt" > service_reviews."createdAt"
          or (d."createdAt" = service_reviews."createdAt" and d.id > service_reviews.id)))`.execute(
    db,
  );
  await db.schema
    .createIndex('service_reviews_current_idx')
    .on('service_reviews')
    .columns(['serviceId', 'userId'])
    .unique()
    .where(sql.ref('supersededAt'), 'is', null)
    .execute();
  await sql`update services set
    "ratingTotal" = coalesce((select sum(r.rating) from service_reviews r
      where r."serviceId" = services.id and r."supersededAt" is null), 0),
    "reviewCount" = (select count(*) from service_reviews r
      where r."serviceId" = services.id and r."supersededAt" is null)`.execute(db);
  await sql`update services set
    rating = case when "reviewCount" = 0 then 0
      else round("ratingTotal" * 10.0 / "reviewCount") / 10.0 end,
    "rankScore" = ("ratingTotal" + 17.5) * 1.0 / ("reviewCount" + 5)`.execute(db);
}
