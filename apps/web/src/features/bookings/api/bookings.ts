import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingEndpoints as endpoints,
  endpointKey,
  type Booking,
  type BookingInput,
  type BookingStatus,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';

export interface BookingFilters {
  propertyId?: string;
  status?: BookingStatus;
}

/** Query keys: `lists()` refreshes every list of stays. */
export const bookingKeys = {
  lists: () => endpointKey(endpoints.list),
  list: (filters: BookingFilters) => endpointKey(endpoints.list, filters),
};

/**
 * GET /api/bookings: an owner sees the stays of their own listings, a tenant their own (spec
 * section 6), newest first.
 */
export const fetchBookings = (filters: BookingFilters, signal?: AbortSignal) =>
  call(
    endpoints.list,
    { query: { limit: 100, propertyId: filters.propertyId, status: filters.status } },
    signal ? { signal } : {},
  );

export const bookingsQuery = (filters: BookingFilters) =>
  queryOptions({
    queryKey: bookingKeys.list(filters),
    queryFn: ({ signal }) => fetchBookings(filters, signal),
  });

export const useBookings = (filters: BookingFilters, enabled = true) =>
  useQuery({ ...bookingsQuery(filters), enabled });

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
    call(endpoints.create, { params: { id: propertyId }, body: input }),
  );

/** POST /api/bookings/:id/confirm (the listing's owner). */
export const useConfirmBooking = () =>
  useBookingMutation((id: string) => call(endpoints.confirm, { params: { id } }));

/** POST /api/bookings/:id/cancel (the booking's tenant or the listing's owner). */
export const useCancelBooking = () =>
  useBookingMutation((id: string) => call(endpoints.cancel, { params: { id } }));

/**
 * A stay requested, confirmed or cancelled anywhere, or a payment of one moved (its money status
 * comes from the ledger): every list is read again.
 */
export function useBookingsLive(): void {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: bookingKeys.lists() });
  useRealtimeEvent('booking.changed', refetch);
  useRealtimeEvent('payment.changed', refetch);
}
