import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  userEndpoints as endpoints,
  type ProfileUpdateInput,
  type SessionUser,
} from '@nivaas/shared';
import { useState } from 'react';
import { call, upload } from '../../../lib/api/call';
import { userKeys } from '../../../lib/api/users';
import { sessionKey } from '../../../lib/session';

/** The updated person becomes the cached session; their public page is read again. */
function remember(queryClient: QueryClient, user: SessionUser | undefined): void {
  if (user) queryClient.setQueryData(sessionKey, user);
  void queryClient.invalidateQueries({ queryKey: user ? userKeys.detail(user.id) : sessionKey });
}

/** PATCH /api/profile; the answer is the updated person. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => call(endpoints.updateProfile, { body: input }),
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
      return upload(endpoints.uploadAvatar, {}, body, setProgress);
    },
    onSuccess: (user) => remember(queryClient, user),
  });
  return { ...mutation, progress };
}

/** DELETE /api/profile/avatar. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.removeAvatar, {}),
    onSuccess: (user) => remember(queryClient, user),
  });
}
