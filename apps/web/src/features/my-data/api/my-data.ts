import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  endpointUrl,
  myDataEndpoints as endpoints,
  type AccountDeletionInput,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { sessionKey } from '../../../lib/session';

/** How often the state of a copy being prepared is read again. */
const PREPARING_POLL_MS = 2_000;

export const myDataKeys = {
  exportState: () => endpointKey(endpoints.exportState, {}),
  deletionCheck: () => endpointKey(endpoints.deletionCheck, {}),
};

/** GET /api/me/data-export: the latest copy, read again every 2 s while it is being prepared. */
export const dataExportQuery = queryOptions({
  queryKey: myDataKeys.exportState(),
  queryFn: ({ signal }) => call(endpoints.exportState, {}, { signal }),
  refetchInterval: (query) =>
    query.state.data?.export?.status === 'preparing' ? PREPARING_POLL_MS : false,
});
export const useDataExport = () => useQuery(dataExportQuery);

/** POST /api/me/data-export: the answer (being prepared) replaces the cached state. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.requestExport, {}),
    onSuccess: (state) => queryClient.setQueryData(myDataKeys.exportState(), state),
  });
}

/** Where the browser downloads a ready copy (the server says it is an attachment). */
export const dataExportUrl = (token: string) =>
  endpointUrl(endpoints.downloadExport, { params: { token } });

/** GET /api/me/account/deletion: what deleting would do, and how to confirm it. */
export const useDeletionCheck = (enabled: boolean) =>
  useQuery({
    queryKey: myDataKeys.deletionCheck(),
    queryFn: ({ signal }) => call(endpoints.deletionCheck, {}, { signal }),
    enabled,
    staleTime: 0,
  });

/** POST /api/me/account/deletion/code: a code by SMS to confirm the deletion with. */
export const useSendDeletionCode = () =>
  useMutation({ mutationFn: () => call(endpoints.sendDeletionCode, {}) });

/** POST /api/me/account/deletion. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: AccountDeletionInput) => call(endpoints.deleteAccount, { body: input }),
  });

/**
 * Once the account is gone the person is nobody here: everything cached about them goes, as on
 * signing out. Called after leaving the page, so its sign-in guard does not send them to login.
 */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  };
}
