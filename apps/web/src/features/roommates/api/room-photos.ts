import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  roommateEndpoints as endpoints,
  type RoommateProfileResult,
  type RoomPhotoList,
} from '@nivaas/shared';
import { call, upload } from '../../../lib/api/call';
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
      return upload(endpoints.addPhotos, {}, body, setProgress);
    },
    onSuccess: (list) => remember(client, list),
  });
  return { ...mutation, progress };
}

/** DELETE /api/me/roommate-profile/photos/:id. */
export function useDeleteRoomPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.removePhoto, { params: { id } }),
    onSuccess: (list) => remember(client, list),
  });
}
