import type { ColumnType } from 'kysely';

/**
 * Column types shared by the table files. Auth tables follow Better Auth's model: their
 * timestamps are Date on PostgreSQL and ISO text on SQLite (read them through `toIso`). Our own
 * tables keep timestamps as ISO-8601 UTC text on both engines, which sorts chronologically.
 */
export type AuthTime = ColumnType<Date | string, Date | string, Date | string>;
/** 0/1 on SQLite, boolean on PostgreSQL (read it through `toBool`). */
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A Bool with a default: optional on insert. */
export type DefaultBool = ColumnType<
  boolean | number,
  boolean | number | undefined,
  boolean | number
>;
