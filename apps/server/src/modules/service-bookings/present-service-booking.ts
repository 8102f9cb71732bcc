import type { ServiceBooking } from '@nivaas/shared';
import type { ServiceBookingEventRow, ServiceBookingView } from './service-bookings.repository';

const person = (id: string, firstName: string, lastName: string, avatarUrl: string | null) => ({
  id,
  firstName,
  lastName,
  avatarUrl: avatarUrl || null,
});

/** A booking as both sides read it; `history` only where asked for (the single GET). */
export function toServiceBooking(
  v: ServiceBookingView,
  history?: ServiceBookingEventRow[],
): ServiceBooking {
  return {
    id: v.id,
    serviceId: v.serviceId,
    service: {
      id: v.serviceId,
      title: v.serviceTitle,
      category: v.serviceCategory,
      priceType: v.servicePriceType,
    },
    providerId: v.providerId,
    provider: person(v.providerId, v.providerFirstName, v.providerLastName, v.providerAvatarUrl),
    userId: v.userId,
    customer: person(v.userId, v.customerFirstName, v.customerLastName, v.customerAvatarUrl),
    propertyId: v.propertyId,
    ownerId: v.ownerId,
    status: v.status,
    date: v.date,
    timeSlot: v.timeSlot,
    description: v.description,
    price: Number(v.price),
    review:
      v.reviewRating != null && v.reviewCreatedAt
        ? {
            rating: Number(v.reviewRating),
            comment: v.reviewComment ?? null,
            createdAt: v.reviewCreatedAt,
          }
        : null,
    ...(history
      ? {
          history: history.map((e) => ({
            status: e.status,
            byUserId: e.byUserId,
            at: e.at,
            note: e.note,
          })),
        }
      : {}),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}
