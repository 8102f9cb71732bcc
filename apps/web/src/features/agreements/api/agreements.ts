import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agreementEndpoints as endpoints,
  endpointKey,
  endpointUrl,
  type Agreement,
  type AgreementEdit,
  type AgreementList,
  type DocumentLanguage,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The caller's rental agreements and an owner's stays without one (/api/agreements). */
export const agreementKeys = {
  all: endpointKey(endpoints.list),
  list: () => endpointKey(endpoints.list, {}),
};

export const agreementsQuery = queryOptions({
  queryKey: agreementKeys.list(),
  queryFn: ({ signal }) => call(endpoints.list, {}, { signal }),
});

export const useAgreements = () => useQuery(agreementsQuery);

/** Puts a changed agreement in the cached list (and takes its stay off the waiting ones). */
function useStore() {
  const queryClient = useQueryClient();
  return (agreement: Agreement) => {
    queryClient.setQueryData<AgreementList>(agreementKeys.list(), (old) =>
      old
        ? {
            agreements: old.agreements.some((a) => a.id === agreement.id)
              ? old.agreements.map((a) => (a.id === agreement.id ? agreement : a))
              : [agreement, ...old.agreements],
            staysWithout: old.staysWithout.filter((s) => s.bookingId !== agreement.bookingId),
          }
        : old,
    );
  };
}

export function useCreateAgreement() {
  const store = useStore();
  return useMutation({
    mutationFn: (bookingId: string) => call(endpoints.create, { body: { bookingId } }),
    onSuccess: store,
  });
}

export function useEditAgreement() {
  const store = useStore();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: AgreementEdit }) =>
      call(endpoints.edit, { params: { id }, body: edit }),
    onSuccess: store,
  });
}

export function useAcceptAgreement() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      call(endpoints.accept, { params: { id }, body: { version } }),
    onSuccess: store,
    // Changed meanwhile: the fresh version is read before anyone accepts it.
    onError: () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}

/** Where the agreement's PDF downloads from (the browser sends the session cookie). */
export const agreementPdfUrl = (id: string, lang: DocumentLanguage) =>
  endpointUrl(endpoints.pdf, { params: { id }, query: { lang } });
