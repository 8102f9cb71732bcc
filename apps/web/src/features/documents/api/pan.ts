import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentEndpoints as endpoints, endpointKey, type PanStatus } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/**
 * The owner's PAN, masked (/api/me/pan): printed in full only on their tenants' rent receipts;
 * with this year's rent paid to them and whether they are asked for a PAN.
 */
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
    // Saved, the PAN is no longer asked for.
    onSuccess: (saved) =>
      queryClient.setQueryData(panKeys.mine(), (old: PanStatus | undefined) =>
        old ? { ...old, pan: saved.pan, asked: false } : old,
      ),
  });
}
