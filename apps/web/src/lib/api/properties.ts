import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@nivaas/shared';
import { api, ApiError } from '../../../lib/api-client';

export const propertyKey = (id: string) => ['properties', 'detail', id] as const;

/** GET /api/properties/:id. A missing listing is an answer (404), not a failure to retry. */
export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKey(id),
    queryFn: ({ signal }) => api<Property>(`/api/properties/${encodeURIComponent(id)}`, { signal }),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export const useProperty = (id: string) => useQuery(propertyQuery(id));

export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;
