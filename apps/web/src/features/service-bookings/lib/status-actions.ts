import type { ServiceBookingStatus } from '../api/types';

export type ProviderAction = 'confirmed' | 'declined' | 'in-progress' | 'completed' | 'cancelled';

/** The moves a provider may make from a status (spec section 6), in the order shown. */
export function providerActions(status: ServiceBookingStatus): ProviderAction[] {
  switch (status) {
    case 'pending':
      return ['confirmed', 'declined'];
    case 'confirmed':
      return ['in-progress', 'cancelled'];
    case 'in-progress':
      return ['completed'];
    default:
      return [];
  }
}

/** A customer may cancel before the work starts. */
export const customerCanCancel = (status: ServiceBookingStatus): boolean =>
  status === 'pending' || status === 'confirmed';

/** Either side may move a booking that still holds its slot to another free one. */
export const canReschedule = (status: ServiceBookingStatus): boolean =>
  status === 'pending' || status === 'confirmed';

/** A customer reviews a completed booking once. */
export const canReview = (b: { status: ServiceBookingStatus; review: unknown }): boolean =>
  b.status === 'completed' && b.review === null;

export const STATUS_COLORS: Record<ServiceBookingStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  declined: 'gray',
  'in-progress': 'violet',
  completed: 'green',
  cancelled: 'red',
};
