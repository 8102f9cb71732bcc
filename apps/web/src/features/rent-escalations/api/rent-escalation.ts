import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RentEscalation,
  RentEscalationApplied,
  RentEscalationHistory,
  RentEscalationInput,
  RentEscalationNotice,
  RentEscalationNoticeList,
  RentEscalationState,
} from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/api/properties';
import { useRealtimeEvent } from '../../../lib/realtime';

/** Query keys: one listing's setting, history and notices; the person's own notices. */
export const rentEscalationKeys = {
  all: ['rent-escalations'] as const,
  listing: (propertyId: string) => [...rentEscalationKeys.all, 'listing', propertyId] as const,
  state: (propertyId: string) => [...rentEscalationKeys.listing(propertyId), 'state'] as const,
  history: (propertyId: string) => [...rentEscalationKeys.listing(propertyId), 'history'] as const,
  notices: (propertyId: string) => [...rentEscalationKeys.listing(propertyId), 'notices'] as const,
  mine: ['rent-escalations', 'my-notices'] as const,
};

const base = (propertyId: string) =>
  `/api/properties/${encodeURIComponent(propertyId)}/rent-escalation`;

/** GET …/rent-escalation: the setting (null when the listing has none). */
export const rentEscalationQuery = (propertyId: string) =>
  queryOptions({
    queryKey: rentEscalationKeys.state(propertyId),
    queryFn: ({ signal }) => api<RentEscalationState>(base(propertyId), { signal }),
  });
export const useRentEscalation = (propertyId: string) => useQuery(rentEscalationQuery(propertyId));

/** GET …/rent-escalation/history: every increase, newest first. */
export const useRentEscalationHistory = (propertyId: string, enabled = true) =>
  useQuery({
    queryKey: rentEscalationKeys.history(propertyId),
    queryFn: ({ signal }) =>
      api<RentEscalationHistory>(`${base(propertyId)}/history`, { signal }).then((r) => r.history),
    enabled,
  });

/** GET …/rent-escalation/notices: who was told, and who has acknowledged. */
export const useRentNotices = (propertyId: string, enabled = true) =>
  useQuery({
    queryKey: rentEscalationKeys.notices(propertyId),
    queryFn: ({ signal }) =>
      api<RentEscalationNoticeList>(`${base(propertyId)}/notices`, { signal }).then(
        (r) => r.notices,
      ),
    enabled,
  });

/** The listing's setting, history and notices, and the listing itself (its rent), read again. */
function refreshListing(client: ReturnType<typeof useQueryClient>, propertyId: string) {
  void client.invalidateQueries({ queryKey: rentEscalationKeys.listing(propertyId) });
  void client.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
}

/** PUT …/rent-escalation (the listing's owner). */
export function useSaveRentEscalation(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RentEscalationInput) =>
      api<RentEscalation>(base(propertyId), { method: 'PUT', body: { ...input } }),
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
    mutationFn: () => api<RentEscalationApplied>(`${base(propertyId)}/apply`, { method: 'POST' }),
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
    queryFn: ({ signal }) =>
      api<RentEscalationNoticeList>('/api/rent-escalation-notices', { signal }).then(
        (r) => r.notices,
      ),
    enabled,
  });

/** POST /api/rent-escalation-notices/:id/acknowledge (its recipient). */
export function useAcknowledgeNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<RentEscalationNotice>(
        `/api/rent-escalation-notices/${encodeURIComponent(id)}/acknowledge`,
        {
          method: 'POST',
        },
      ),
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
