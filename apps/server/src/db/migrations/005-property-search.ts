import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * The predicate every search query repeats literally. The indexes below are partial on it: they
 * hold only open listings, so the rented, sold and inactive ones never cost a search anything.
 * SQLite uses a partial index only when the query holds the same term with constants.
 */
const OPEN_LISTING_SQL = `"status" in ('available', 'vacant')`;

/** Each index serves one search shape: its equality filters first, then the keyset (sort key, id). */
const INDEXES: Record<string, string> = {
  // Newest first, anywhere or in a city (a listing type is checked row by row: most are rentals).
  properties_open_created_idx: '"createdAt", "id"',
  properties_open_city_created_idx: '"city", "createdAt", "id"',
  // Cheapest / dearest first: the price column is the listing type's own.
  properties_open_rent_idx: '"listingType", "city", "rent", "id"',
  properties_open_sale_price_idx: '"listingType", "city", "salePrice", "id"',
  properties_open_any_rent_idx: '"listingType", "rent", "id"',
  properties_open_any_sale_price_idx: '"listingType", "salePrice", "id"',
  // Distance: a latitude band of the bounding box, longitude checked from the index; within a
  // city (a locality origin always has one), else anywhere (a saved place).
  properties_open_city_lat_lng_idx: '"city", "latitude", "longitude"',
  properties_open_lat_lng_idx: '"latitude", "longitude"',
};

/** The columns free text searches (decision 010). */
export const TEXT_COLUMNS = ['title', 'description', 'sublocality'] as const;

/** Indexes and columns the property search needs (keyset paging, price, distance, text). */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  // 002 guessed (status, city, createdAt) for search. Its leading status column matches the
  // open-listing term of every search, and without statistics SQLite then prefers it to the
  // indexes below and sorts the whole city; the partial city index replaces it.
  await db.schema.dropIndex('properties_status_city_created_idx').execute();
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql
      .raw(`create index "${name}" on "properties" (${columns}) where ${OPEN_LISTING_SQL}`)
      .execute(db);
  }
  if (e.engine === 'sqlite') await sqliteTextIndex(db);
  else await postgresTextIndex(db);
}

/**
 * FTS5 with the trigram tokenizer: any substring of 3+ characters, case folded, is an index
 * lookup. External content (the text stays only in `properties`), keyed by the listing's rowid,
 * which SQLite keeps across VACUUM; the triggers keep it in step with every write.
 */
async function sqliteTextIndex(db: Kysely<unknown>): Promise<void> {
  const cols = TEXT_COLUMNS.map((c) => `"${c}"`).join(', ');
  const vals = (row: 'new' | 'old') => TEXT_COLUMNS.map((c) => `${row}."${c}"`).join(', ');
  const statements = [
    `create virtual table "properties_fts" using fts5(${cols}, content='properties', content_rowid='rowid', tokenize='trigram')`,
    `create trigger "properties_fts_insert" after insert on "properties" begin
       insert into "properties_fts" (rowid, ${cols}) values (new.rowid, ${vals('new')});
     end`,
    `create trigger "properties_fts_delete" after delete on "properties" begin
       insert into "properties_fts" ("properties_fts", rowid, ${cols}) values ('delete', old.rowid, ${vals('old')});
     end`,
    // Only the searched columns: a view count or status change leaves the index alone.
    `create trigger "properties_fts_update" after update of ${cols} on "properties" begin
       insert into "properties_fts" ("properties_fts", rowid, ${cols}) values ('delete', old.rowid, ${vals('old')});
       insert into "properties_fts" (rowid, ${cols}) values (new.rowid, ${vals('new')});
     end`,
    // The listings already there.
    `insert into "properties_fts" ("properties_fts") values ('rebuild')`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

/**
 * pg_trgm GIN indexes, one per searched column, so `ILIKE '%…%'` on each is an index lookup
 * (a bitmap OR of the three). The extension needs a privileged role: without it the migration
 * still succeeds and search works, only without the index.
 */
async function postgresTextIndex(db: Kysely<unknown>): Promise<void> {
  const schema = await trigramSchema(db);
  if (!schema) return;
  const opclass = `"${schema.replace(/"/g, '""')}".gin_trgm_ops`;
  for (const column of TEXT_COLUMNS)
    await sql
      .raw(
        `create index "properties_open_${column.toLowerCase()}_trgm_idx" on "properties" using gin ("${column}" ${opclass}) where ${OPEN_LISTING_SQL}`,
      )
      .execute(db);
}

/** The schema pg_trgm lives in (installed into `public` if missing), or null if it cannot be. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as "schema" from pg_extension x
        join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  // Migrations run in one transaction: a failed statement would abort it without a savepoint.
  const inTransaction = db.isTransaction;
  try {
    if (inTransaction) await sql`savepoint "pg_trgm"`.execute(db);
    // In `public`, not the first schema of the search path: tests and the benchmark drop their
    // own schema with cascade, which must not take the extension (and others' indexes) along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    if (inTransaction) await sql`release savepoint "pg_trgm"`.execute(db);
    return await find();
  } catch (err) {
    if (inTransaction) await sql`rollback to savepoint "pg_trgm"`.execute(db);
    console.warn(
      `Migration 005: no pg_trgm (${err instanceof Error ? err.message : String(err)}); free-text search works, without a trigram index.`,
    );
    return null;
  }
}
