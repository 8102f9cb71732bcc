import { AppError } from './app-error';

/** Where a page of a newest-first list ended: its last row's time and id. */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

export const BAD_CURSOR = 'This page link is no longer valid. Reload the list.';

/** Opaque to the client: the last row a page showed. */
export const encodeCursor = (key: KeysetPosition): string =>
  Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');

/** The position a cursor names, null for the first page; a cursor we did not make is a 400. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('invalid-argument', undefined, { cursor: BAD_CURSOR });
}

/** One page from `limit + 1` rows, and the cursor of the page after (null on the last). */
export function pageOf<T extends KeysetPosition>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
