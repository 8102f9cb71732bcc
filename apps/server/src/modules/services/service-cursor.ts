import type { ServiceSort } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { BAD_CURSOR } from '../../lib/keyset-cursor';

/** Where a page ended in its sort: the last card's sort value and id. */
export interface ServiceKey {
  value: number | string;
  id: string;
}

export const encodeServiceCursor = (sort: ServiceSort, key: ServiceKey): string =>
  Buffer.from(JSON.stringify([sort, key.value, key.id])).toString('base64url');

/** A cursor of another sort, or one we did not make, is a 400 on `cursor`. */
export function decodeServiceCursor(
  sort: ServiceSort,
  text: string | undefined,
): ServiceKey | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 3 && v[0] === sort && typeof v[2] === 'string') {
      const numeric = sort !== 'newest';
      if (numeric ? Number.isFinite(v[1]) : typeof v[1] === 'string')
        return { value: v[1] as number | string, id: v[2] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('invalid-argument', undefined, { cursor: BAD_CURSOR });
}
