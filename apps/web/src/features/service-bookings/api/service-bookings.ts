import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type {
  ServiceBooking,
  ServiceBookingInput,
  ServiceBookingList,
  ServiceBookingStatus,
  ServiceBookingSummary,
  ServiceSlots,
} from './types';

/** Every service-booking query starts with 'service-bookings'. */
export const serviceBookingKeys = {
  all: ['service-bookings'] as const,
  list: (as: 'customer' | 'provider', status?: string) =>
    [...serviceBookingKeys.all, 'list', as, status ?? 'all'] as const,
  detail: (id: string) => [...serviceBookingKeys.all, 'detail', id] as const,
  summary: (weekOf: string) => [...serviceBookingKeys.all, 'summary', weekOf] as const,
  slots: (serviceId: string) => [...serviceBookingKeys.all, 'slots', serviceId] as const,
};

const enc = encodeURIComponent;
export const refreshServiceBookings = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: serviceBookingKeys.all });

/** GET /api/services/:id/slots: free one-hour slots of the next 14 days, today first. */
export const useServiceSlots = (serviceId: string | null) =>
  useQuery({
    queryKey: serviceBookingKeys.slots(serviceId ?? ''),
    queryFn: ({ signal }) =>
      api<ServiceSlots>(`/api/services/${enc(serviceId ?? '')}/slots`, { signal }),
    enabled: Boolean(serviceId),
    staleTime: 15_000,
  });

/** GET /api/service-bookings?as=…&status=…: newest first, page by page. */
export const useServiceBookings = (as: 'customer' | 'provider', status?: ServiceBookingStatus) =>
  useInfiniteQuery({
    queryKey: serviceBookingKeys.list(as, status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ as });
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return api<ServiceBookingList>(`/api/service-bookings?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/service-bookings/summary?weekOf: the provider's dashboard in one answer. */
export const useServiceBookingSummary = (weekOf: string) =>
  useQuery({
    queryKey: serviceBookingKeys.summary(weekOf),
    queryFn: ({ signal }) =>
      api<ServiceBookingSummary>(`/api/service-bookings/summary?weekOf=${enc(weekOf)}`, {
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** POST /api/service-bookings. A taken slot is a 409 whose details hold that day's fresh slots. */
export function useCreateServiceBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceBookingInput) =>
      api<ServiceBooking>('/api/service-bookings', { method: 'POST', body: { ...input } }),
    onSettled: () => refreshServiceBookings(client),
  });
}

/** POST /api/service-bookings/:id/status { status, note? }. */
export function useChangeServiceBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      note,
    }: {
      id: string;
      status: ServiceBookingStatus;
      note?: string;
    }) =>
      api<ServiceBooking>(`/api/service-bookings/${enc(id)}/status`, {
        method: 'POST',
        body: note ? { status, note } : { status },
      }),
    onSuccess: (booking) => {
      client.setQueryData(serviceBookingKeys.detail(booking.id), booking);
      return refreshServiceBookings(client);
    },
  });
}

/** POST /api/service-bookings/:id/review { rating, comment }: once, after completion. */
export function useReviewServiceBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment: string }) =>
      api<ServiceBooking>(`/api/service-bookings/${enc(id)}/review`, {
        method: 'POST',
        body: { rating, comment },
      }),
    onSuccess: async () => {
      await refreshServiceBookings(client);
      // The provider's rating and reviews changed too.
      await client.invalidateQueries({ queryKey: ['services'] });
    },
  });
}
