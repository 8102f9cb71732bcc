import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentEndpoints as endpoints, endpointKey } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The provider's GSTIN (/api/me/gstin), printed on their service invoices. */
const key = () => endpointKey(endpoints.gstin, {});

export const useGstin = () =>
  useQuery({ queryKey: key(), queryFn: ({ signal }) => call(endpoints.gstin, {}, { signal }) });

export function useSaveGstin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gstin: string | null) => call(endpoints.saveGstin, { body: { gstin } }),
    onSuccess: (saved) => queryClient.setQueryData(key(), saved),
  });
}
