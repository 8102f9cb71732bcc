import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  commentEndpoints as endpoints,
  endpointKey,
  type CommentInput,
  type CommentPatch,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { useRealtimeEvent } from '../../../lib/realtime';

/** A listing's comments and ratings (/api/properties/:id/comments, /api/comments/:id). */
export const commentsKey = (propertyId: string) =>
  endpointKey(endpoints.list, { params: { id: propertyId } });

/**
 * GET /api/properties/:id/comments: newest first, a page at a time ("Load more" follows
 * `nextCursor`); every page carries the count and the average rating (one rating per person).
 */
export const commentsQuery = (propertyId: string) =>
  infiniteQueryOptions({
    queryKey: commentsKey(propertyId),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.list,
        { params: { id: propertyId }, query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useComments = (propertyId: string) => useInfiniteQuery(commentsQuery(propertyId));

/** Comments written, edited or removed by others show up without a reload. */
export function useCommentsLive(propertyId: string): void {
  const client = useQueryClient();
  useRealtimeEvent('comment.changed', (event) => {
    if (event.propertyId === propertyId)
      void client.invalidateQueries({ queryKey: commentsKey(propertyId) });
  });
}

/** POST /api/properties/:id/comments */
export function useAddComment(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      call(endpoints.add, { params: { id: propertyId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(propertyId) }),
  });
}

/** PATCH /api/comments/:id (the author only). */
export function useEditComment(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CommentPatch }) =>
      call(endpoints.edit, { params: { id }, body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(propertyId) }),
  });
}

/** DELETE /api/comments/:id (the author, or an admin moderating). */
export function useDeleteComment(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.remove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: commentsKey(propertyId) }),
  });
}
