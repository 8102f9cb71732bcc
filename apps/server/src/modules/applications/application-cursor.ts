import { AppError } from '../../lib/app-error';
import type { ApplicationKey } from './applications.repository';

/** An opaque page cursor: the last (submittedAt, id) of the page before. */
export const encodeCursor = (key: ApplicationKey): string =>
  Buffer.from(JSON.stringify([key.submittedAt, key.id])).toString('base64url');

export function decodeCursor(cursor: string | undefined): ApplicationKey | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    )
      return { submittedAt: value[0], id: value[1] };
  } catch {
    // Falls through to the field error below.
  }
  throw new AppError('invalid-argument', undefined, { cursor: 'Invalid cursor' });
}
