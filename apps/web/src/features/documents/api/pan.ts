import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentEndpoints as endpoints, endpointKey } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The owner's PAN, masked (/api/me/pan): printed in full only on their tenants' rent receipts. */
export const panKeys = { mine: () => endpointKey(endpoints.pan, {}) };

export const panQuery = queryOptions({
  queryKey: panKeys.mine(),
  queryFn: ({ signal }) => call(endpoints.pan, {}, { signal }),
});

export const usePan = () => useQuery(panQuery);

export function useSavePan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pan: string) => call(endpoints.savePan, { body: { pan } }),
    onSuccess: (saved) => queryClient.setQueryData(panKeys.mine(), saved),
  });
}
