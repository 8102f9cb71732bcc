import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@nivaas/shared';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

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
    onSuccess: (user) => {
      queryClient.setQueryData(['me'], user);
      void queryClient.invalidateQueries({ queryKey: ['users', user.id] });
    },
  });
  return { ...mutation, progress };
}

/** DELETE /api/profile/avatar. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SessionUser | undefined>('/api/profile/avatar', { method: 'DELETE' }),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(['me'], user);
      void queryClient.invalidateQueries({ queryKey: user ? ['users', user.id] : ['me'] });
    },
  });
}
