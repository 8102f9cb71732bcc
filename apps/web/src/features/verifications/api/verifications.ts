import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, verificationEndpoints as endpoints } from '@nivaas/shared';
import { call, upload } from '../../../lib/api/call';

/** Whose verification a panel shows: one of the owner's listings, or the provider themself. */
export type VerificationTarget = { subject: 'listing'; id: string } | { subject: 'provider' };

export const verificationKeys = {
  all: ['verifications'] as const,
  state: (target: VerificationTarget) =>
    target.subject === 'listing'
      ? ([
          ...verificationKeys.all,
          ...endpointKey(endpoints.listingState, { id: target.id }),
        ] as const)
      : ([...verificationKeys.all, ...endpointKey(endpoints.providerState)] as const),
};

/** The latest document sent (GET …/verification), or null. */
export function useVerification(target: VerificationTarget) {
  return useQuery({
    queryKey: verificationKeys.state(target),
    queryFn: ({ signal }) =>
      (target.subject === 'listing'
        ? call(endpoints.listingState, { params: { id: target.id } }, { signal })
        : call(endpoints.providerState, {}, { signal })
      ).then((r) => r.verification),
  });
}

/** Sends a document (one PDF, JPEG or PNG) with upload progress. */
export function useSendVerification(target: VerificationTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (p: number) => void }) => {
      const body = new FormData();
      body.append('document', file, file.name);
      const progress = onProgress ?? (() => {});
      return (
        target.subject === 'listing'
          ? upload(endpoints.listingUpload, { params: { id: target.id } }, body, progress)
          : upload(endpoints.providerUpload, {}, body, progress)
      ).then((r) => r.verification);
    },
    onSuccess: (verification) => client.setQueryData(verificationKeys.state(target), verification),
  });
}
