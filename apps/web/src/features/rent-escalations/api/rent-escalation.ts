import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  rentEscalationEndpoints as endpoints,
  type RentEscalationInput,
  type RentEscalationNotice,
  type RentEscalationState,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { propertyKeys } from '../../../lib/api/properties';
import { useRealtimeEvent } from '../../../lib/realtime';

/** Query keys: one listing's setting, history and notices; the person's own notices. */
const of = (propertyId: string) => ({ params: { id: propertyId } });

export const rentEscalationKeys = {
  state: (propertyId: string) => endpointKey(endpoints.state, of(propertyId)),
  history: (propertyId: string) => endpointKey(endpoints.history, of(propertyId)),
  notices: (propertyId: string) => endpointKey(endpoints.listingNotices, of(propertyId)),
  mine: endpointKey(endpoints.myNotices),
};

/** GET …/rent-escalation: the setting (null when the listing has none). */
export const rentEscalationQuery = (propertyId: string) =>
  queryOptions({
    queryKey: rentEscalationKeys.state(propertyId),
    queryFn: ({ signal }) => call(endpoints.state, of(propertyId), { signal }),
  });
export const useRentEscalation = (propertyId: string) => useQuery(rentEscalationQuery(propertyId));

/** GET …/rent-escalation/history: every increase, newest first. */
export const useRentEscalationHistory = (propertyId: string, enabled = true) =>
  useQuery({
    queryKey: rentEscalationKeys.history(propertyId),
    queryFn: ({ signal }) =>
      call(endpoints.history, of(propertyId), { signal }).then((r) => r.history),
    enabled,
  });

/** GET …/rent-escalation/notices: who was told, and who has acknowledged. */
export const useRentNotices = (propertyId: string, enabled = true) =>
  useQuery({
    queryKey: rentEscalationKeys.notices(propertyId),
    queryFn: ({ signal }) =>
      call(endpoints.listingNotices, of(propertyId), { signal }).then((r) => r.notices),
    enabled,
  });

/** The listing's setting, history and notices, and the listing itself (its rent), read again. */
function refreshListing(client: ReturnType<typeof useQueryClient>, propertyId: string) {
  void client.invalidateQueries({ queryKey: rentEscalationKeys.state(propertyId) });
  void client.invalidateQueries({ queryKey: rentEscalationKeys.history(propertyId) });
  void client.invalidateQueries({ queryKey: rentEscalationKeys.notices(propertyId) });
  void client.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
}

/** PUT …/rent-escalation (the listing's owner). */
export function useSaveRentEscalation(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RentEscalationInput) =>
      call(endpoints.save, { ...of(propertyId), body: input }),
    onSuccess: (rentEscalation) => {
      client.setQueryData<RentEscalationState>(rentEscalationKeys.state(propertyId), {
        rentEscalation,
      });
      refreshListing(client, propertyId);
    },
  });
}

/** POST …/rent-escalation/apply: the next increase, now. The listing's rent changes too. */
export function useApplyRentIncrease(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.apply, of(propertyId)),
    onSuccess: (result) => {
      client.setQueryData<RentEscalationState>(rentEscalationKeys.state(propertyId), {
        rentEscalation: result.rentEscalation,
      });
      refreshListing(client, propertyId);
    },
  });
}

/** GET /api/rent-escalation-notices: the person's own notices. */
export const useMyRentNotices = (enabled = true) =>
  useQuery({
    queryKey: rentEscalationKeys.mine,
    queryFn: ({ signal }) => call(endpoints.myNotices, {}, { signal }).then((r) => r.notices),
    enabled,
  });

/** POST /api/rent-escalation-notices/:id/acknowledge (its recipient). */
export function useAcknowledgeNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.acknowledge, { params: { id } }),
    onSuccess: (notice) => {
      client.setQueryData<RentEscalationNotice[]>(rentEscalationKeys.mine, (list) =>
        list?.map((n) => (n.id === notice.id ? notice : n)),
      );
      void client.invalidateQueries({ queryKey: rentEscalationKeys.notices(notice.propertyId) });
    },
  });
}

/** Settings saved, an increase applied, a notice sent or acknowledged: read it all again. */
export function useRentEscalationLive(): void {
  const client = useQueryClient();
  useRealtimeEvent('rentEscalation.changed', ({ propertyId }) => {
    refreshListing(client, propertyId);
    void client.invalidateQueries({ queryKey: rentEscalationKeys.mine });
  });
}
