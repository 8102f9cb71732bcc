import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roommateRequestEndpoints as endpoints, type RoommateRequestInput } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';
import { roommateKeys } from './roommate-profile';

/** GET /api/me/roommate-requests: what the caller received and sent. */
export const useRoommateRequests = (enabled = true) =>
  useQuery({
    queryKey: roommateKeys.requests(),
    queryFn: ({ signal }) => call(endpoints.box, {}, { signal }),
    staleTime: 15_000,
    enabled,
  });

/** POST /api/roommates/:userId/requests. */
export function useSendRoommateRequest(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoommateRequestInput) =>
      call(endpoints.send, { params: { userId }, body: { ...input } }),
    onSuccess: () => client.invalidateQueries({ queryKey: roommateKeys.requests() }),
  });
}

/** POST /api/roommate-requests/:id/accept or /decline; accepting returns the conversation. */
export function useAnswerRoommateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      call(endpoints[answer], { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: roommateKeys.requests() }),
  });
}

/** The thread with this person under /roommates/messages (the inbox keys threads by person). */
export const roommateThreadHref = (otherUserId: string) =>
  `/roommates/messages/${encodeURIComponent(otherUserId)}`;

/**
 * Keeps the requests fresh while a page shows them: a request received, accepted or declined
 * reaches this person as a notification, which is the cue to ask again.
 */
export function useRoommateRequestsLive() {
  const client = useQueryClient();
  useRealtimeEvent('notification.created', ({ notification }) => {
    if (notification.type.startsWith('roommateRequest'))
      void client.invalidateQueries({ queryKey: roommateKeys.requests() });
  });
}
