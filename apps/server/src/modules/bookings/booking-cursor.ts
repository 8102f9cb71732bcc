import { AppError } from '../../lib/app-error';
import type { BookingKey } from './bookings.repository';

const BAD_CURSOR = 'This page link is no longer valid. Reload the list.';

/** Opaque to the client: the last booking a page showed. */
export const encodeCursor = (key: BookingKey): string =>
  Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): BookingKey | null {
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
