import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, SessionUser } from '@nivaas/shared';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/api/users';
import { sessionKey } from '../../../lib/session';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** The updated person becomes the cached session; their public page is read again. */
function remember(queryClient: QueryClient, user: SessionUser | undefined): void {
  if (user) queryClient.setQueryData(sessionKey, user);
  void queryClient.invalidateQueries({ queryKey: user ? userKeys.detail(user.id) : sessionKey });
}

/** PATCH /api/profile; the answer is the updated person. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<SessionUser>('/api/profile', { method: 'PATCH', body: input }),
    onSuccess: (user) => remember(queryClient, user),
  });
}

/** POST /api/profile/avatar (multipart field "file"), reporting upload progress. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      const body = new FormData();
      body.append('file', file);
      return uploadWithProgress<SessionUser>('/api/profile/avatar', body, setProgress);
    },
    onSuccess: (user) => remember(queryClient, user),
  });
  return { ...mutation, progress };
}

/** DELETE /api/profile/avatar. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SessionUser | undefined>('/api/profile/avatar', { method: 'DELETE' }),
    onSuccess: (user) => remember(queryClient, user),
  });
}
