import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Engine } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { SearchCriteria } from './search-types';

/** The free text of a search: the trigram index (SQLite), the lower-cased text (PostgreSQL). */
type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'properties'>;

/** `%text%` for LIKE with the caller's % and _ taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Fewer characters than this cannot use a trigram index: the text is then matched row by row. */
export const TRIGRAM_MIN_CHARS = 3;

/** The user's text as one FTS5 string: a phrase of its trigrams, matched as a substring. */
export const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/**
 * Past this many trigram matches a text counts as common (SQLite): matching it row by row along
 * the page's index then finds a page sooner than collecting every match first. Measured on 100k
 * listings (docs/operations/benchmarks.md): collecting costs ~1 µs a match ("metro": 35k
 * matches, 37 ms), a row-by-row test ~0.6 µs a row walked, which for 2% of rows or more matching
 * is a few thousand rows for a page or a capped count.
 */
export const COMMON_TEXT_MATCHES = 2000;

/**
 * Whether LIKE and the trigram index agree on the text's matches: they fold case alike for ASCII
 * and for scripts without case (Devanagari), but LIKE leaves "É" and "é" apart.
 */
export const likeAgreesWithTrigrams = (text: string): boolean =>
  [...text].every((ch) => ch.charCodeAt(0) < 128 || ch.toLowerCase() === ch.toUpperCase());

/**
 * Whether a probe of the text's matches can change the plan: SQLite, a trigram to look up, and
 * text the row-by-row plan would match alike (otherwise the plan is the same either way).
 */
export const wantsTextProbe = (engine: Engine, text: string | undefined): text is string =>
  engine === 'sqlite' &&
  text !== undefined &&
  [...text].length >= TRIGRAM_MIN_CHARS &&
  likeAgreesWithTrigrams(text);

/** How many of the first `common` trigram matches of the text there are (SQLite only). */
export const textProbeQuery = (text: string, common = COMMON_TEXT_MATCHES) =>
  sql<{
    n: number;
  }>`select count(*) as "n" from (select 1 from "properties_fts" where "properties_fts" match ${ftsPhrase(text)} limit ${common})`;

/** 'many' when the trigram index holds at least `common` matches of the text (SQLite only). */
export async function probeTextMatches(
  db: Db,
  text: string,
  common = COMMON_TEXT_MATCHES,
): Promise<'few' | 'many'> {
  const { rows } = await textProbeQuery(text, common).execute(db);
  return Number(rows[0]?.n ?? 0) >= common ? 'many' : 'few';
}

/**
 * Case-insensitive substring match over title, description and locality. SQLite: 3+ characters
 * go to the FTS5 trigram index of migration 005, shorter text (no trigram to look up) is matched
 * with `LIKE` on each row. PostgreSQL: `LIKE` on the lower-cased `searchText` of migration 020,
 * which its pg_trgm index and each city's covering index serve.
 *
 * On SQLite the plan follows how common the text is (`c.textMatches`, probed first):
 * - few: the matching rowids are read into a temporary b-tree and lead: each is looked up in
 *   `properties`, and the few rows are sorted.
 * - many ("metro" is in a third of all listings): no index lookup at all; the query walks the
 *   index of its filters and sort and tests each row with `LIKE`, stopping at the page's end
 *   (or the count's cap) after a few rows per match. Only where LIKE finds exactly what the
 *   index would (likeAgreesWithTrigrams); otherwise as "few".
 * - not probed: the old rule, for counts of new listings: the rowids lead only where `leads`
 *   (a count over the whole country), else they are read once and each row checked against them.
 */
export function textFilter(
  eb: Eb,
  engine: Engine,
  text: string,
  matches: SearchCriteria['textMatches'],
  leads: boolean,
): Expression<SqlBool> {
  const scan = matches === 'many' && likeAgreesWithTrigrams(text);
  if (engine === 'sqlite' && [...text].length >= TRIGRAM_MIN_CHARS && !scan) {
    const lead = matches === 'few' || leads;
    return sql<SqlBool>`${sql.raw(lead ? '"rowid"' : '+"rowid"')} in (select "rowid" from "properties_fts" where "properties_fts" match ${ftsPhrase(text)})`;
  }
  const pattern = likePattern(text);
  // PostgreSQL: the listing's lower-cased text of migration 020, which the city's covering index
  // holds. Text with a line break (never, once cleaned) could span two columns there.
  if (engine === 'postgres' && !text.includes('\n'))
    return sql<SqlBool>`"searchText" like lower(${pattern}) escape '\\'`;
  const like = sql.raw(engine === 'postgres' ? 'ilike' : 'like');
  return eb.or(
    (['title', 'description', 'sublocality'] as const).map(
      (column) => sql<SqlBool>`${sql.ref(column)} ${like} ${pattern} escape '\\'`,
    ),
  );
}
