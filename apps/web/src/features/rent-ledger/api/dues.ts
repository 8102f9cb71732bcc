import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  paymentEndpoints,
  rentLedgerEndpoints as endpoints,
  type DepositRefundInput,
  type DueState,
  type LedgerSide,
} from '@nivaas/shared';
import { useRealtimeEvent } from '../../../lib/realtime';
import { call } from '../../../lib/api/call';

/** A person's dues (as tenant or owner) and a stay's ledger; payments change both. */
export const dueKeys = {
  all: endpointKey(endpoints.dues),
  list: (as: LedgerSide, state?: DueState) => endpointKey(endpoints.dues, { as, state }),
  stays: endpointKey(endpoints.stay),
};

export const duesQuery = (as: LedgerSide, state?: DueState) =>
  queryOptions({
    queryKey: dueKeys.list(as, state),
    queryFn: ({ signal }) =>
      call(endpoints.dues, { query: { as, ...(state ? { state } : {}), limit: 50 } }, { signal }),
    staleTime: 30_000,
  });

export const useDues = (as: LedgerSide, state?: DueState) => useQuery(duesQuery(as, state));

/** Every step of a payment, on either side, refetches the dues shown (`payment.changed`). */
export function useDuesLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('payment.changed', () => {
    void queryClient.invalidateQueries({ queryKey: dueKeys.all });
    void queryClient.invalidateQueries({ queryKey: dueKeys.stays });
  });
}

export function useRefreshDues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dueKeys.all }),
      queryClient.invalidateQueries({ queryKey: dueKeys.stays }),
    ]);
}

/** The owner's UPI link and QR for a due, asked when the tenant opens "Pay by UPI". */
export const useUpiRequest = (dueId: string, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(paymentEndpoints.upiRequest, { dueId }),
    queryFn: ({ signal }) => call(paymentEndpoints.upiRequest, { params: { dueId } }, { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });

export function useClaimUpi(dueId: string) {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: (reference: string) =>
      call(paymentEndpoints.claimUpi, { params: { dueId }, body: { reference } }),
    onSuccess: refresh,
  });
}

export function useRecordCash() {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: (dueId: string) => call(paymentEndpoints.recordCash, { params: { dueId } }),
    onSuccess: refresh,
  });
}

export function useConfirmPayment() {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: (paymentId: string) => call(paymentEndpoints.confirm, { params: { paymentId } }),
    onSuccess: refresh,
  });
}

export function useDisputePayment() {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      call(paymentEndpoints.dispute, { params: { paymentId }, body: { reason } }),
    onSuccess: refresh,
  });
}

/** A stay's whole ledger (its tenant or owner): dues, deductions, refunds and totals. */
export const stayLedgerQuery = (bookingId: string) =>
  queryOptions({
    queryKey: endpointKey(endpoints.stay, { bookingId }),
    queryFn: ({ signal }) => call(endpoints.stay, { params: { bookingId } }, { signal }),
  });

export const useStayLedger = (bookingId: string, enabled = true) =>
  useQuery({ ...stayLedgerQuery(bookingId), enabled });

/** The owner sets the day of the month rent falls due (null: the day each month begins). */
export function useSetDueDay(bookingId: string) {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: (dueDay: number | null) =>
      call(endpoints.setDueDay, { params: { bookingId }, body: { dueDay } }),
    onSuccess: refresh,
  });
}

/** At move-out the owner keeps part of the deposit, with a reason. */
export function useAddDeduction(bookingId: string) {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: (body: { amountPaise: number; reason: string }) =>
      call(endpoints.deduct, { params: { bookingId }, body }),
    onSuccess: refresh,
  });
}

/**
 * The owner pays back what is left of the deposit, in cash, by UPI with its reference, or online
 * through the gateway it was paid through (pending until the gateway says; decision 080).
 */
export function useRefundDeposit(bookingId: string) {
  const refresh = useRefreshDues();
  return useMutation({
    mutationFn: (body: DepositRefundInput) =>
      call(paymentEndpoints.refundDeposit, { params: { bookingId }, body }),
    onSuccess: refresh,
  });
}
