import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  endpointKey,
  serviceBookingEndpoints as endpoints,
  serviceEndpoints,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import type { ServiceBookingInput, ServiceBookingStatus } from './types';

/** Service-booking queries are keyed by their endpoint's path, then their input. */
export const serviceBookingKeys = {
  list: (as: 'customer' | 'provider', status?: string) =>
    endpointKey(endpoints.list, { as, status: status ?? 'all' }),
  detail: (id: string) => endpointKey(endpoints.get, { id }),
  summary: (weekOf: string) => endpointKey(endpoints.summary, { weekOf }),
  slots: (serviceId: string) => endpointKey(endpoints.slots, { serviceId }),
};

const servicePaths = new Set<unknown>(
  Object.values(serviceEndpoints).map((endpoint) => endpoint.path),
);
const slicePaths = new Set<unknown>(Object.values(endpoints).map((endpoint) => endpoint.path));

/** Refetches every booking list, the dashboard, any booking shown and the free slots. */
export const refreshServiceBookings = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => slicePaths.has(query.queryKey[0]) });

/** Free one-hour slots of the next 14 days, today first. */
export const useServiceSlots = (serviceId: string | null) =>
  useQuery({
    queryKey: serviceBookingKeys.slots(serviceId ?? ''),
    queryFn: ({ signal }) => call(endpoints.slots, { params: { id: serviceId ?? '' } }, { signal }),
    enabled: Boolean(serviceId),
    staleTime: 15_000,
  });

/** The caller's bookings as customer or provider: newest first, page by page. */
export const useServiceBookings = (as: 'customer' | 'provider', status?: ServiceBookingStatus) =>
  useInfiniteQuery({
    queryKey: serviceBookingKeys.list(as, status),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.list,
        {
          query: {
            as,
            ...(status ? { status } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The provider's dashboard in one answer. */
export const useServiceBookingSummary = (weekOf: string) =>
  useQuery({
    queryKey: serviceBookingKeys.summary(weekOf),
    queryFn: ({ signal }) => call(endpoints.summary, { query: { weekOf } }, { signal }),
    placeholderData: (previous) => previous,
  });

/** Books a slot. A taken slot is a 409 whose details hold that day's fresh slots. */
export function useCreateServiceBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceBookingInput) => call(endpoints.create, { body: input }),
    onSettled: () => refreshServiceBookings(client),
  });
}

/** Moves a booking on: { status, note? }. */
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
      call(endpoints.status, {
        params: { id },
        body: note ? { status, note } : { status },
      }),
    onSuccess: (booking) => {
      client.setQueryData(serviceBookingKeys.detail(booking.id), booking);
      return refreshServiceBookings(client);
    },
  });
}

/** Rates and reviews a booking { rating, comment }: once, after completion. */
export function useReviewServiceBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment: string }) =>
      call(endpoints.review, { params: { id }, body: { rating, comment } }),
    onSuccess: async () => {
      await refreshServiceBookings(client);
      // The provider's rating and reviews changed too.
      await client.invalidateQueries({
        predicate: (query) => servicePaths.has(query.queryKey[0]),
      });
    },
  });
}

/** A provider's cancellation policy, shown before booking: null is "free at any time". */
export const useCancellationPolicy = (providerId: string | null) =>
  useQuery({
    queryKey: endpointKey(endpoints.cancellationPolicy, { providerId: providerId ?? '' }),
    queryFn: ({ signal }) =>
      call(endpoints.cancellationPolicy, { params: { providerId: providerId ?? '' } }, { signal }),
    enabled: Boolean(providerId),
    staleTime: 60_000,
  });

/** The provider sets their policy { freeHours, feePercent } for bookings made from now on. */
export function useSetCancellationPolicy(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: { freeHours: number; feePercent: number }) =>
      call(endpoints.setCancellationPolicy, { body: policy }),
    onSuccess: (result) =>
      client.setQueryData(endpointKey(endpoints.cancellationPolicy, { providerId }), result),
  });
}

/** Moves a booking to another free slot { date, timeSlot }; a taken slot is a 409 as in booking. */
export function useRescheduleServiceBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date, timeSlot }: { id: string; date: string; timeSlot: string }) =>
      call(endpoints.reschedule, { params: { id }, body: { date, timeSlot } }),
    onSuccess: (booking) => {
      client.setQueryData(serviceBookingKeys.detail(booking.id), booking);
      return refreshServiceBookings(client);
    },
  });
}
