import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestRemoval, InterestResult, InterestState, Property } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/api/properties';

const path = (id: string) => `/api/properties/${encodeURIComponent(id)}/interest`;
export const interestKey = (id: string) => [...propertyKeys.all, 'interest', id] as const;

/** GET /api/properties/:id/interest: whether the signed-in person already said so. */
export const interestQuery = (id: string) =>
  queryOptions({
    queryKey: interestKey(id),
    queryFn: ({ signal }) => api<InterestState>(path(id), { signal }),
  });

export const useInterest = (id: string, enabled: boolean) =>
  useQuery({ ...interestQuery(id), enabled });

/** Writes the count the server answered into the listing on screen. */
export const setInterestedCount = (
  client: ReturnType<typeof useQueryClient>,
  id: string,
  interestedCount: number,
) =>
  client.setQueryData<Property>(propertyKeys.detail(id), (p) =>
    p ? { ...p, interestedCount } : p,
  );

/** POST /api/properties/:id/interest. Idempotent: a second time answers added: false. */
export function useExpressInterest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<InterestResult>(path(id), { method: 'POST' }),
    onSuccess: ({ interestedCount }) => {
      client.setQueryData<InterestState>(interestKey(id), { interested: true });
      setInterestedCount(client, id, interestedCount);
    },
  });
}

/** DELETE /api/properties/:id/interest: takes it back (spec section 7: add or remove). */
export function useWithdrawInterest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<InterestRemoval>(path(id), { method: 'DELETE' }),
    onSuccess: ({ interestedCount }) => {
      client.setQueryData<InterestState>(interestKey(id), { interested: false });
      setInterestedCount(client, id, interestedCount);
    },
  });
}
