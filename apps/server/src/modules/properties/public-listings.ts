import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * What its owner offers now. Written exactly as the partial indexes of migrations 005 and 020
 * are: SQLite matches the text of the term, and a bound parameter would not do.
 */
export const OPEN_LISTING = sql<SqlBool>`"status" in ('available', 'vacant')`;

/**
 * Shown to people other than its owner: not hidden by an admin, its owner not suspended, and no
 * open likely-scam flag holding it for review (migration 021). The SQL twin of `isHidden`.
 */
export const SHOWN_LISTING = sql<SqlBool>`"hiddenByAdminAt" is null and not "ownerSuspended" and not "heldForReview"`;

/**
 * A publicly visible listing, as separate terms so each engine still matches its partial
 * indexes: the one definition every public list reads (search, similar listings, home, landing
 * pages and their structured data, the sitemap). A single listing's page and preview judge the
 * same with `isHidden`.
 */
export const PUBLIC_LISTING: readonly Expression<SqlBool>[] = [OPEN_LISTING, SHOWN_LISTING];
