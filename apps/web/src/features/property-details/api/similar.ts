import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarProperties } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/api/properties';

export const similarKey = (id: string) => [...propertyKeys.all, 'similar', id] as const;

/** GET /api/properties/:id/similar: open listings of the same kind nearby, nearest first. */
export const similarQuery = (id: string) =>
  queryOptions({
    queryKey: similarKey(id),
    queryFn: ({ signal }) =>
      api<SimilarProperties>(`/api/properties/${encodeURIComponent(id)}/similar`, { signal }),
    staleTime: 60_000,
  });

export const useSimilar = (id: string, enabled: boolean) =>
  useQuery({ ...similarQuery(id), enabled });
