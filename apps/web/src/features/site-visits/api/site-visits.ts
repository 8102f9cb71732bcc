import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  siteVisitEndpoints as endpoints,
  type SiteVisitDecision,
  type SiteVisitInput,
  type VisitingHours,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';

/** Site visits (/api/site-visits): a listing's visiting hours and slots, visits and answers. */
export const siteVisitsKey = endpointKey(endpoints.list);

export const visitingHoursQuery = (propertyId: string) =>
  queryOptions({
    queryKey: [...endpointKey(endpoints.hours), propertyId],
    queryFn: ({ signal }) => call(endpoints.hours, { params: { propertyId } }, { signal }),
  });

export const visitSlotsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: [...endpointKey(endpoints.slots), propertyId],
    queryFn: ({ signal }) => call(endpoints.slots, { params: { propertyId } }, { signal }),
  });

export const siteVisitsQuery = (as: 'seeker' | 'owner') =>
  queryOptions({
    queryKey: [...siteVisitsKey, as],
    queryFn: ({ signal }) => call(endpoints.list, { query: { as } }, { signal }),
  });

export const useVisitingHours = (propertyId: string) => useQuery(visitingHoursQuery(propertyId));
export const useVisitSlots = (propertyId: string, enabled = true) =>
  useQuery({ ...visitSlotsQuery(propertyId), enabled });
export const useSiteVisits = (as: 'seeker' | 'owner') => useQuery(siteVisitsQuery(as));

/** PUT /api/site-visits/hours/:propertyId */
export function useSetVisitingHours(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: VisitingHours) =>
      call(endpoints.setHours, { params: { propertyId }, body: hours }),
    onSuccess: (hours) => {
      queryClient.setQueryData(visitingHoursQuery(propertyId).queryKey, hours);
      void queryClient.invalidateQueries({ queryKey: visitSlotsQuery(propertyId).queryKey });
    },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: siteVisitsKey });
    void queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.slots) });
  };
}

/** POST /api/site-visits */
export function useRequestVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SiteVisitInput) => call(endpoints.create, { body: input }),
    onSettled: refresh,
  });
}

/** POST /api/site-visits/:id/decision */
export function useDecideVisit() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: SiteVisitDecision }) =>
      call(endpoints.decide, { params: { id }, body: decision }),
    onSettled: refresh,
  });
}

/** POST /api/site-visits/:id/accept */
export function useAcceptProposal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.accept, { params: { id } }),
    onSettled: refresh,
  });
}

/** Where a confirmed visit's calendar file downloads from (the session cookie goes along). */
export const visitCalendarUrl = (id: string) =>
  endpoints.ics.path.replace(':id', encodeURIComponent(id));

/** Keeps the visit lists and free slots fresh while a page shows them (the other side acted). */
export function useSiteVisitsLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent('siteVisit.changed', () => {
    void queryClient.invalidateQueries({ queryKey: siteVisitsKey });
    void queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.slots) });
  });
}
