import { AppError } from '../../lib/app-error';
import { BAD_CURSOR } from '../../lib/keyset-cursor';
import type { QueuePosition } from './reports.repository';

/** Opaque to the client: the last report a page of the queue showed. */
export const encodeQueueCursor = (p: QueuePosition): string =>
  Buffer.from(JSON.stringify([p.severity, p.createdAt, p.id])).toString('base64url');

export function decodeQueueCursor(cursor: string | undefined): QueuePosition | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      typeof v[0] === 'number' &&
      typeof v[1] === 'string' &&
      typeof v[2] === 'string'
    )
      return { severity: v[0], createdAt: v[1], id: v[2] };
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('invalid-argument', undefined, { cursor: BAD_CURSOR });
}
