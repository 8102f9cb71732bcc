import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  applicationEndpoints as endpoints,
  applicationListSchema,
  type Application,
  type ApplicationList,
  type ApplicationListQuery,
  type ApplicationStatus,
  type SubmitApplicationInput,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { call, upload } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';

export interface ApplicationFilters {
  status?: ApplicationStatus;
  propertyId?: string;
}

/** Query keys: `all` refreshes every list and every application. */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filters: ApplicationFilters) => [...applicationKeys.lists(), filters] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  /** A seeker's application to one listing on its way (either form). */
  submit: (propertyId: string) => [...applicationKeys.all, 'submit', propertyId] as const,
};

/**
 * Whether an application to this listing is on its way. Her own notice of it can come over the
 * socket before the answer to her POST: the list read again then holds the application, and the
 * page must keep waiting for its answer rather than tell her she "already applied".
 */
export const useSubmittingApplication = (propertyId: string) =>
  useIsMutating({ mutationKey: applicationKeys.submit(propertyId) }) > 0;

const PAGE_SIZE = 50;

/**
 * GET /api/applications: owners see those to their own listings, seekers their own, newest
 * first. Religion is never a filter (decision 014): only status and listing.
 */
export async function fetchApplications(
  query: ApplicationListQuery,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  const { status, propertyId, cursor } = query;
  const limit = query.limit ?? PAGE_SIZE;
  // Screens read answers field by field: a list in another shape is reported, not half-shown
  // (call() checks it while developing and testing; here it is checked everywhere).
  const body = await call(
    endpoints.list,
    { query: { status, propertyId, limit, cursor } },
    { signal },
  ).catch((err: unknown) => {
    throw err instanceof ApiError ? err : processError();
  });
  const parsed = applicationListSchema.safeParse(body);
  if (!parsed.success) throw processError();
  return parsed.data;
}

/** "Error processing application data" (spec section 8): an answer the app cannot read. */
const processError = () =>
  new ApiError(
    200,
    'internal',
    'Error processing application data',
    {},
    'application.process-failed',
  );

export const applicationsQuery = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: applicationKeys.list(filters),
    queryFn: ({ signal }) => fetchApplications({ ...filters, limit: PAGE_SIZE }, signal),
  });

export const useApplications = (filters: ApplicationFilters, enabled = true) =>
  useQuery({ ...applicationsQuery(filters), enabled });

/** "Load more": the next page appended to the cached list. */
export async function loadMoreApplications(
  client: QueryClient,
  filters: ApplicationFilters,
): Promise<void> {
  const key = applicationKeys.list(filters);
  const current = client.getQueryData<ApplicationList>(key);
  if (!current?.nextCursor) return;
  const page = await fetchApplications({
    ...filters,
    limit: PAGE_SIZE,
    cursor: current.nextCursor,
  });
  client.setQueryData<ApplicationList>(key, (old) =>
    old && old.nextCursor === current.nextCursor
      ? {
          applications: [
            ...old.applications,
            ...page.applications.filter((a) => !old.applications.some((o) => o.id === a.id)),
          ],
          nextCursor: page.nextCursor,
        }
      : old,
  );
}

/** One application changed: every list is read again, the application itself set at once. */
function settle(client: QueryClient, application?: Application) {
  if (application) client.setQueryData(applicationKeys.detail(application.id), application);
  void client.invalidateQueries({ queryKey: applicationKeys.lists() });
}

/** POST /api/properties/:id/applications: answers to the listing's form. */
export function useSubmitApplication(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: applicationKeys.submit(propertyId),
    mutationFn: (input: SubmitApplicationInput) =>
      call(endpoints.submit, { params: { id: propertyId }, body: input }).then(
        (r) => r.application,
      ),
    onSuccess: (application) => settle(client, application),
  });
}

export interface SimpleApplicationInput {
  message: string;
  documents: File[];
  onProgress?: (percent: number) => void;
}

/** POST /api/properties/:id/applications/simple: a message and documents, with upload progress. */
export function useSubmitSimpleApplication(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: applicationKeys.submit(propertyId),
    mutationFn: ({ message, documents, onProgress }: SimpleApplicationInput) => {
      const body = new FormData();
      body.append('message', message);
      for (const file of documents) body.append('documents', file, file.name);
      return upload(
        endpoints.submitSimple,
        { params: { id: propertyId } },
        body,
        onProgress ?? (() => {}),
      ).then((r) => r.application);
    },
    onSuccess: (application) => settle(client, application),
  });
}

export type Decision = { status: 'approved' } | { status: 'rejected'; reason?: string };

/**
 * POST /api/applications/:id/approve or /reject (the listing's owner). `onDecided` runs once the
 * answer comes, here rather than in `mutate`'s own callbacks: the owner's tab hears of the
 * decision over the socket too, and when it reads the application again before the answer, the
 * buttons that asked are gone, and a callback of theirs would never run.
 */
export function useDecideApplication(onDecided?: (decision: Decision) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      (decision.status === 'approved'
        ? call(endpoints.approve, { params: { id } })
        : call(endpoints.reject, {
            params: { id },
            body: decision.reason?.trim() ? { reason: decision.reason.trim() } : {},
          })
      ).then((r) => r.application),
    onSuccess: (application, { decision }) => {
      settle(client, application);
      onDecided?.(decision);
    },
  });
}

/**
 * DELETE /api/applications/:id: the applicant withdraws while it still waits. `onWithdrawn`, as
 * `onDecided` above: her list, read again on the socket's word, may drop the application first.
 */
export function useWithdrawApplication(onWithdrawn?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.withdraw, { params: { id } }),
    onSuccess: (_void, id) => {
      client.removeQueries({ queryKey: applicationKeys.detail(id) });
      void client.invalidateQueries({ queryKey: applicationKeys.lists() });
      onWithdrawn?.();
    },
  });
}

/**
 * Applications submitted, decided or withdrawn anywhere (the owner deciding, the seeker in
 * another tab) show here at once: the lists and the application are read again.
 */
export function useApplicationsLive(
  onChange?: (e: { action: string; applicationId: string }) => void,
) {
  const client = useQueryClient();
  useRealtimeEvent('application.changed', (event) => {
    if (event.action === 'withdrawn')
      client.removeQueries({ queryKey: applicationKeys.detail(event.applicationId) });
    else void client.invalidateQueries({ queryKey: applicationKeys.detail(event.applicationId) });
    void client.invalidateQueries({ queryKey: applicationKeys.lists() });
    onChange?.(event);
  }); // A rent increase changes the rent an application shows: its listing's lists are read again.
  useRealtimeEvent('rentEscalation.changed', () => {
    void client.invalidateQueries({ queryKey: applicationKeys.lists() });
  });
}
