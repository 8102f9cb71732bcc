import type { Property } from '@nivaas/shared';
import { isOpen } from './status-options';

export interface ListingSummary {
  listings: number;
  open: number;
  interested: number;
  views: number;
}

/** The dashboard's figures over the owner's listings. */
export function summarise(properties: readonly Property[]): ListingSummary {
  return properties.reduce<ListingSummary>(
    (sum, p) => ({
      listings: sum.listings + 1,
      open: sum.open + (isOpen(p.status) ? 1 : 0),
      interested: sum.interested + p.interestedCount,
      views: sum.views + p.viewCount,
    }),
    { listings: 0, open: 0, interested: 0, views: 0 },
  );
}
