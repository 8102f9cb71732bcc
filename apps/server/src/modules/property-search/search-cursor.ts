import { z } from 'zod';
import { PROPERTY_SORTS, type PropertySort } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { SEARCH_MESSAGES } from './search-criteria';
import type { SearchKey } from './search-types';

/**
 * What a next-page link remembers: the sort it belongs to, the last row's key, when the first
 * page was read (later listings stay out, so pages neither repeat nor skip while listings
 * arrive) and the total counted then, with whether it is a lower bound (later pages need not
 * count again).
 */
const cursorSchema = z.object({
  s: z.enum(PROPERTY_SORTS),
  v: z.union([z.string().max(40), z.number().finite()]),
  i: z.string().min(1).max(64),
  a: z.iso.datetime(),
  t: z.number().int().min(0),
  /** The total is a lower bound (counting stopped at the cap). */
  l: z.literal(1).optional(),
});

export interface SearchCursor {
  sort: PropertySort;
  after: SearchKey;
  asOf: string;
  total: number;
  totalIsLowerBound: boolean;
}

export const encodeCursor = (c: SearchCursor): string =>
  Buffer.from(
    JSON.stringify({
      s: c.sort,
      v: c.after.value,
      i: c.after.id,
      a: c.asOf,
      t: c.total,
      ...(c.totalIsLowerBound ? { l: 1 } : {}),
    }),
  ).toString('base64url');

/** The cursor of a page link, or a 400 when it was made up, cut short or is for another sort. */
export function decodeCursor(raw: string, sort: PropertySort): SearchCursor {
  let parsed: z.infer<typeof cursorSchema> | undefined;
  try {
    const json: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const result = cursorSchema.safeParse(json);
    if (result.success) parsed = result.data;
  } catch {
    parsed = undefined;
  }
  const keyFits =
    parsed &&
    parsed.s === sort &&
    (sort === 'newest' ? typeof parsed.v === 'string' : typeof parsed.v === 'number');
  if (!parsed || !keyFits)
    throw new AppError('invalid-argument', undefined, { cursor: SEARCH_MESSAGES.cursor });
  return {
    sort,
    after: { value: parsed.v, id: parsed.i },
    asOf: parsed.a,
    total: parsed.t,
    totalIsLowerBound: parsed.l === 1,
  };
}
