import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Booking,
  BookingInput,
  BookingList,
  BookingStatus,
  PaymentStatus,
} from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';

export interface BookingFilters {
  propertyId?: string;
  status?: BookingStatus;
}

/** Query keys: `all` refreshes every list of stays. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: BookingFilters) => [...bookingKeys.lists(), filters] as const,
};

/**
 * GET /api/bookings: an owner sees the stays of their own listings, a tenant their own (spec
 * section 6), newest first.
 */
export function fetchBookings(filters: BookingFilters, signal?: AbortSignal): Promise<BookingList> {
  const params = new URLSearchParams({ limit: '100' });
  if (filters.propertyId) params.set('propertyId', filters.propertyId);
  if (filters.status) params.set('status', filters.status);
  return api<BookingList>(`/api/bookings?${params.toString()}`, { ...(signal ? { signal } : {}) });
}

export const bookingsQuery = (filters: BookingFilters) =>
  queryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: ({ signal }) => fetchBookings(filters, signal),
  });

export const useBookings = (filters: BookingFilters, enabled = true) =>
  useQuery({ ...bookingsQuery(filters), enabled });

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

function useBookingMutation<Input>(fn: (input: Input) => Promise<Booking>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: bookingKeys.lists() }),
  });
}

/** POST /api/properties/:id/bookings: a stay request, created pending (tenants only). */
export const useCreateBooking = (propertyId: string) =>
  useBookingMutation((input: BookingInput) =>
    api<Booking>(`/api/properties/${encodeURIComponent(propertyId)}/bookings`, {
      method: 'POST',
      body: { ...input },
    }),
  );

/** POST /api/bookings/:id/confirm (the listing's owner). */
export const useConfirmBooking = () =>
  useBookingMutation((id: string) =>
    api<Booking>(`${bookingPath(id)}/confirm`, { method: 'POST' }),
  );

/** POST /api/bookings/:id/cancel (the booking's tenant or the listing's owner). */
export const useCancelBooking = () =>
  useBookingMutation((id: string) => api<Booking>(`${bookingPath(id)}/cancel`, { method: 'POST' }));

/** PATCH /api/bookings/:id/payment (the listing's owner). */
export const useSetPaymentStatus = () =>
  useBookingMutation(({ id, paymentStatus }: { id: string; paymentStatus: PaymentStatus }) =>
    api<Booking>(`${bookingPath(id)}/payment`, { method: 'PATCH', body: { paymentStatus } }),
  );

/** A stay requested, confirmed, cancelled or paid anywhere: every list is read again. */
export function useBookingsLive(): void {
  const client = useQueryClient();
  useRealtimeEvent('booking.changed', () => {
    void client.invalidateQueries({ queryKey: bookingKeys.lists() });
  });
}
