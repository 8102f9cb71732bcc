import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, paymentEndpoints } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { refreshServiceBookings } from './service-bookings';

/**
 * Paying what a booking owes (decision 062) through the payments endpoints: the provider's UPI
 * link, the customer's claim with its reference, cash recorded by the provider, and the
 * provider's confirmation or dispute. Every step refetches the bookings shown.
 */
export const useServiceUpiRequest = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(paymentEndpoints.serviceUpiRequest, { id: bookingId }),
    queryFn: ({ signal }) =>
      call(paymentEndpoints.serviceUpiRequest, { params: { id: bookingId } }, { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });

export function useRefreshServicePayments() {
  const client = useQueryClient();
  return () => refreshServiceBookings(client);
}

export function useClaimServiceUpi(bookingId: string) {
  const refresh = useRefreshServicePayments();
  return useMutation({
    mutationFn: (reference: string) =>
      call(paymentEndpoints.serviceClaimUpi, { params: { id: bookingId }, body: { reference } }),
    onSuccess: refresh,
  });
}

export function useRecordServiceCash(bookingId: string) {
  const refresh = useRefreshServicePayments();
  return useMutation({
    mutationFn: () => call(paymentEndpoints.serviceCash, { params: { id: bookingId } }),
    onSuccess: refresh,
  });
}

export function useConfirmServicePayment() {
  const refresh = useRefreshServicePayments();
  return useMutation({
    mutationFn: (paymentId: string) => call(paymentEndpoints.confirm, { params: { paymentId } }),
    onSuccess: refresh,
  });
}

export function useDisputeServicePayment() {
  const refresh = useRefreshServicePayments();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      call(paymentEndpoints.dispute, { params: { paymentId }, body: { reason } }),
    onSuccess: refresh,
  });
}
