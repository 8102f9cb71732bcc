import type { PropertyStatus } from '@nivaas/shared';

/** available and vacant both mean seekers may still enquire (spec section 3). */
export const isOpenStatus = (status: PropertyStatus): boolean =>
  status === 'available' || status === 'vacant';
