import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoommateProfileResult, RoomPhotoList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { roommateKeys } from './roommate-profile';

/** Puts the room's new photos into the caller's cached profile. */
function remember(client: ReturnType<typeof useQueryClient>, list: RoomPhotoList) {
  client.setQueryData<RoommateProfileResult>(roommateKeys.mine(), (old) =>
    old?.profile ? { profile: { ...old.profile, roomPhotos: list.photos } } : old,
  );
}

/** POST /api/me/roommate-profile/photos (multipart field "photos"), reporting upload progress. */
export function useUploadRoomPhotos() {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      const body = new FormData();
      for (const file of files) body.append('photos', file);
      return uploadWithProgress<RoomPhotoList>(
        '/api/me/roommate-profile/photos',
        body,
        setProgress,
      );
    },
    onSuccess: (list) => remember(client, list),
  });
  return { ...mutation, progress };
}

/** DELETE /api/me/roommate-profile/photos/:id. */
export function useDeleteRoomPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<RoomPhotoList>(`/api/me/roommate-profile/photos/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: (list) => remember(client, list),
  });
}
