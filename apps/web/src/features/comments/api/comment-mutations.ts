import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentInput, CommentPatch } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { commentsKey } from './comments';

/** POST /api/properties/:id/comments */
export function useAddComment(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      api<Comment>(`/api/properties/${encodeURIComponent(propertyId)}/comments`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(propertyId) }),
  });
}

/** PATCH /api/comments/:id (the author only). */
export function useEditComment(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CommentPatch }) =>
      api<Comment>(`/api/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(propertyId) }),
  });
}

/** DELETE /api/comments/:id (the author, or an admin moderating). */
export function useDeleteComment(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: commentsKey(propertyId) }),
  });
}
