import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyEndpoints, type Property } from '@nivaas/shared';
import { ApiError } from '../api-client';
import { call } from './call';

/**
 * One listing, as the person asking may see it. The listing page, its owner's screens and the
 * live search all read it here; the owner's writes (features/owner-properties) keep this entry
 * current, and features key their own views of a listing under `propertyKeys.all`.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  detail: (id: string) => [...propertyKeys.all, 'detail', id] as const,
};

/** GET /api/properties/:id (an owner sees their inactive listings too). */
export const fetchProperty = (id: string, signal?: AbortSignal): Promise<Property> =>
  call(propertyEndpoints.get, { params: { id } }, { signal });

/** A missing listing is an answer (404), not a failure to retry. */
export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => fetchProperty(id, signal),
    retry: (count, err) => !isNotFound(err) && count < 2,
  });

export const useProperty = (id: string) => useQuery(propertyQuery(id));

export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;
