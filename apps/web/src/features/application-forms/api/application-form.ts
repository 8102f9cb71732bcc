import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationFormEndpoints as endpoints,
  endpointKey,
  type ApplicationForm,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';

/** Query keys of a listing's application form. */
export const applicationFormKeys = {
  detail: (propertyId: string) => endpointKey(endpoints.get, { params: { id: propertyId } }),
};

/** GET /api/properties/:id/application-form: the listing's form, Basic until one is chosen. */
export const fetchApplicationForm = (propertyId: string, signal?: AbortSignal) =>
  call(endpoints.get, { params: { id: propertyId } }, signal ? { signal } : {});

export const applicationFormQuery = (propertyId: string) =>
  queryOptions({
    queryKey: applicationFormKeys.detail(propertyId),
    queryFn: ({ signal }) => fetchApplicationForm(propertyId, signal),
    staleTime: 60_000,
  });

export const useApplicationForm = (propertyId: string, enabled = true) =>
  useQuery({ ...applicationFormQuery(propertyId), enabled: enabled && !!propertyId });

/** PUT /api/properties/:id/application-form: a template or the owner's own fields. */
export const saveApplicationForm = (propertyId: string, form: ApplicationForm) =>
  call(endpoints.save, { params: { id: propertyId }, body: form });

export function useSaveApplicationForm(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ApplicationForm) => saveApplicationForm(propertyId, form),
    onSuccess: (result) => client.setQueryData(applicationFormKeys.detail(propertyId), result),
  });
}

/** The form changed elsewhere (another tab, an admin): read it again. */
export function useApplicationFormLive(): void {
  const client = useQueryClient();
  useRealtimeEvent('application-form.changed', ({ propertyId }) => {
    void client.invalidateQueries({ queryKey: applicationFormKeys.detail(propertyId) });
  });
}
