import type { Notification, PropertyStatus } from '@nivaas/shared';
import type { NewNotification } from './new-notification';

/** The parts of a listing a change notification is about. */
export interface ListingState {
  id: string;
  title: string;
  listingType: string;
  status: PropertyStatus;
  rent: number | null;
  salePrice: number | null;
}

type Change = Omit<NewNotification, 'userId'>;

const CLOSED: readonly PropertyStatus[] = ['rented', 'sold', 'inactive'];
const priceOf = (p: ListingState): number | null =>
  p.listingType === 'sale' ? p.salePrice : p.rent;
const rupees = (value: number | null): string =>
  value === null ? '-' : `₹${new Intl.NumberFormat('en-IN').format(value)}`;

/**
 * What interested seekers are told about an owner's change, or null when it is nothing they
 * follow. One change gives one notification: a listing opening up says so even if its price
 * moved too (the price is in `data` all the same).
 */
export function describePropertyChange(before: ListingState, after: ListingState): Change | null {
  const oldPrice = priceOf(before);
  const newPrice = priceOf(after);
  const data: Notification['data'] = {
    propertyTitle: after.title,
    listingType: after.listingType,
    oldStatus: before.status,
    newStatus: after.status,
    oldPrice,
    newPrice,
  };
  const base = { propertyId: after.id, data };
  const name = `"${after.title}"`;
  const statusMoved = before.status !== after.status;
  if (statusMoved && after.status === 'vacant')
    return {
      ...base,
      type: 'property_available',
      title: 'Property available',
      message: `${name} is now vacant.`,
    };
  if (statusMoved && after.status === 'available' && CLOSED.includes(before.status))
    return {
      ...base,
      type: 'relisted',
      title: 'Property relisted',
      message: `${name} is available again.`,
    };
  if (oldPrice !== newPrice)
    return {
      ...base,
      type: 'priceChange',
      title: 'Price changed',
      message: `The price of ${name} changed from ${rupees(oldPrice)} to ${rupees(newPrice)}.`,
    };
  if (statusMoved)
    return {
      ...base,
      type: 'statusChange',
      title: 'Status changed',
      message: `${name} changed from ${before.status} to ${after.status}.`,
    };
  return null;
}
