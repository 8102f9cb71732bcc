import { AppError } from '../../lib/app-error';
import type { RecentKey } from './roommates.repository';

/**
 * An opaque page cursor: newest first pages after the last (updatedAt, userId) shown; pages by
 * compatibility skip the places already shown of the scored order.
 */
export type RoommateCursor =
  { sort: 'recent'; after: RecentKey } | { sort: 'compatibility'; offset: number };

export function encodeCursor(cursor: RoommateCursor): string {
  const value =
    cursor.sort === 'recent'
      ? ['r', cursor.after.updatedAt, cursor.after.userId]
      : ['c', cursor.offset];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor(text: string | undefined): RoommateCursor | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(v)) {
      if (v[0] === 'r' && typeof v[1] === 'string' && typeof v[2] === 'string')
        return { sort: 'recent', after: { updatedAt: v[1], userId: v[2] } };
      if (v[0] === 'c' && Number.isInteger(v[1]) && (v[1] as number) >= 0)
        return { sort: 'compatibility', offset: v[1] as number };
    }
  } catch {
    // Falls through to the field error below.
  }
  throw new AppError('invalid-argument', undefined, { cursor: 'Invalid cursor' });
}
