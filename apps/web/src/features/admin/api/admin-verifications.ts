import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  verificationEndpoints as endpoints,
  type VerificationStatus,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { adminKeys } from './admin-stats';

export const adminVerificationKeys = {
  all: [...adminKeys.all, 'verifications'] as const,
  queue: (status: VerificationStatus) =>
    [...adminVerificationKeys.all, ...endpointKey(endpoints.adminList, { status })] as const,
};

/** The admin queue: documents of one status. */
export function useVerificationQueue(status: VerificationStatus) {
  return useQuery({
    queryKey: adminVerificationKeys.queue(status),
    queryFn: ({ signal }) => call(endpoints.adminList, { query: { status } }, { signal }),
  });
}

export type VerificationDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** An admin approves a document, or rejects it with a reason. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: VerificationDecision }) =>
      decision.status === 'approved'
        ? call(endpoints.approve, { params: { id } })
        : call(endpoints.reject, { params: { id }, body: { reason: decision.reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminVerificationKeys.all }),
  });
}
