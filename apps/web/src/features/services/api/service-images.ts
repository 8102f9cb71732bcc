import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceEndpoints as endpoints, type Service, type ServiceImageList } from '@nivaas/shared';
import { call, upload } from '../../../lib/api/call';
import { refreshServices, serviceKeys } from './services';

function remember(client: ReturnType<typeof useQueryClient>, id: string, list: ServiceImageList) {
  client.setQueryData<Service>(serviceKeys.detail(id), (old) =>
    old ? { ...old, images: list.images, imageUrl: list.images[0]?.url ?? null } : old,
  );
  void refreshServices(
    client,
    (path) => path === endpoints.provider.path || path === endpoints.search.path,
  );
}

/** Adds photos (multipart field "images"), reporting upload progress. */
export function useUploadServiceImages(serviceId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      const body = new FormData();
      for (const file of files) body.append('images', file);
      return upload(endpoints.addImages, { params: { id: serviceId } }, body, setProgress);
    },
    onSuccess: (list) => remember(client, serviceId, list),
  });
  return { ...mutation, progress };
}

/** Removes a photo of a service. */
export function useDeleteServiceImage(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) =>
      call(endpoints.removeImage, { params: { id: serviceId, imageId } }),
    onSuccess: (list) => remember(client, serviceId, list),
  });
}
