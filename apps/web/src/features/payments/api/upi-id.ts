import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, paymentEndpoints as endpoints } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The UPI ID the signed-in person is paid at (GET/PUT /api/me/upi-id). */
export const upiIdKeys = { mine: endpointKey(endpoints.myUpiId, {}) };

export const useMyUpiId = () =>
  useQuery({
    queryKey: upiIdKeys.mine,
    queryFn: ({ signal }) => call(endpoints.myUpiId, {}, { signal }),
    staleTime: 60_000,
  });

export function useSaveUpiId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { vpa: string; payeeName: string }) => call(endpoints.saveUpiId, { body }),
    onSuccess: (upiId) => queryClient.setQueryData(upiIdKeys.mine, { upiId }),
  });
}
