import {
  ADDRESS_SHARED_STATUSES,
  serviceBookingTexts,
  type PaymentMethod,
  type PaymentState,
  type ServiceBooking,
} from '@nivaas/shared';
import { owedOf } from './service-booking-owed';
import type { ServiceBookingEventRow, ServiceBookingView } from './service-bookings.repository';

const person = (id: string, firstName: string, lastName: string, avatarUrl: string | null) => ({
  id,
  firstName,
  lastName,
  avatarUrl: avatarUrl || null,
});

/**
 * Where the job is, for `viewerId`: the customer always reads it; the provider (or an admin)
 * only once the booking is confirmed, so a request they may decline gives nobody's home away.
 */
function addressFor(v: ServiceBookingView, viewerId: string): ServiceBooking['address'] {
  if (!v.addressLocality) return null;
  const shared = (ADDRESS_SHARED_STATUSES as readonly string[]).includes(v.status);
  if (viewerId !== v.userId && !shared) return null;
  return {
    label: v.addressLabel,
    line: v.addressLine,
    locality: v.addressLocality,
    city: v.addressCity,
    pinCode: v.addressPinCode,
  };
}

/** What the booking owes and where its payment stands; null while nothing is owed. */
function owedView(v: ServiceBookingView): ServiceBooking['owed'] {
  const { purpose, amountPaise } = owedOf(v);
  if (!purpose) return null;
  const paymentId = v.paymentId ?? v.openPaymentId;
  return {
    purpose,
    amountPaise,
    state: v.paidAt ? 'paid' : v.openPaymentId ? 'waiting' : 'unpaid',
    payment:
      paymentId && v.payMethod && v.payStatus && v.payCreatedAt
        ? {
            id: paymentId,
            method: v.payMethod as PaymentMethod,
            status: v.payStatus as PaymentState,
            reference: v.payReference ?? null,
            paidAt: v.payPaidAt ?? null,
            createdAt: v.payCreatedAt,
          }
        : null,
  };
}

/**
 * A booking as `viewerId` (one of its sides) reads it; `history` only where asked for (the
 * single GET).
 */
export function toServiceBooking(
  v: ServiceBookingView,
  viewerId: string,
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
    ...serviceBookingTexts(v),
    price: Number(v.price),
    totalPaise: Number(v.totalPaise),
    address: addressFor(v, viewerId),
    cancellationPolicy:
      v.cancelFreeHours == null || v.cancelFeePercent == null
        ? null
        : { freeHours: Number(v.cancelFreeHours), feePercent: Number(v.cancelFeePercent) },
    cancellationFeePaise: v.cancellationFeePaise == null ? null : Number(v.cancellationFeePaise),
    owed: owedView(v),
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
