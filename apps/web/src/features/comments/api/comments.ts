import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime';

export const commentsKey = (propertyId: string) => ['comments', propertyId] as const;

/** GET /api/properties/:id/comments: newest first, with the count and average rating. */
export const commentsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: commentsKey(propertyId),
    queryFn: ({ signal }) =>
      api<CommentList>(`/api/properties/${encodeURIComponent(propertyId)}/comments`, { signal }),
  });

export const useComments = (propertyId: string) => useQuery(commentsQuery(propertyId));

/** Comments written, edited or removed by others show up without a reload. */
export function useCommentsLive(propertyId: string): void {
  const client = useQueryClient();
  useRealtimeEvent('comment.changed', (event) => {
    if (event.propertyId === propertyId)
      void client.invalidateQueries({ queryKey: commentsKey(propertyId) });
  });
}
