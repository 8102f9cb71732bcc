import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  interestEndpoints as endpoints,
  type InterestState,
  type Property,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { propertyKeys } from '../../../lib/api/properties';

export const interestKey = (id: string) => endpointKey(endpoints.state, { params: { id } });

/** GET /api/properties/:id/interest: whether the signed-in person already said so. */
export const interestQuery = (id: string) =>
  queryOptions({
    queryKey: interestKey(id),
    queryFn: ({ signal }) => call(endpoints.state, { params: { id } }, { signal }),
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
    mutationFn: () => call(endpoints.express, { params: { id } }),
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
    mutationFn: () => call(endpoints.withdraw, { params: { id } }),
    onSuccess: ({ interestedCount }) => {
      client.setQueryData<InterestState>(interestKey(id), { interested: false });
      setInterestedCount(client, id, interestedCount);
    },
  });
}
