import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceImageList } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { serviceKeys } from './services';

function remember(client: ReturnType<typeof useQueryClient>, id: string, list: ServiceImageList) {
  client.setQueryData<Service>(serviceKeys.detail(id), (old) =>
    old ? { ...old, images: list.images, imageUrl: list.images[0]?.url ?? null } : old,
  );
  void client.invalidateQueries({
    queryKey: serviceKeys.all,
    predicate: (q) => q.queryKey[1] === 'provider' || q.queryKey[1] === 'search',
  });
}

/** POST /api/services/:id/images (multipart field "images"), reporting upload progress. */
export function useUploadServiceImages(serviceId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      const body = new FormData();
      for (const file of files) body.append('images', file);
      return uploadWithProgress<ServiceImageList>(
        `/api/services/${encodeURIComponent(serviceId)}/images`,
        body,
        setProgress,
      );
    },
    onSuccess: (list) => remember(client, serviceId, list),
  });
  return { ...mutation, progress };
}

/** DELETE /api/services/:id/images/:imageId. */
export function useDeleteServiceImage(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) =>
      api<ServiceImageList>(
        `/api/services/${encodeURIComponent(serviceId)}/images/${encodeURIComponent(imageId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (list) => remember(client, serviceId, list),
  });
}
