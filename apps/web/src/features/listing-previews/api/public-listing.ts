import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyEndpoints, type PublicListing } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/api/call';

export const publicListingKeys = {
  all: ['listing-previews'] as const,
  detail: (id: string) => [...publicListingKeys.all, id] as const,
};

/** GET /api/public/properties/:id: an open listing as a visitor without an account reads it. */
export const fetchPublicListing = (id: string, signal?: AbortSignal): Promise<PublicListing> =>
  call(propertyEndpoints.preview, { params: { id } }, { signal });

export const isGone = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

export const usePublicListing = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: publicListingKeys.detail(id),
      queryFn: ({ signal }) => fetchPublicListing(id, signal),
      // A closed or hidden listing is an answer (404), not a failure to retry.
      retry: (count, err) => !isGone(err) && count < 2,
      staleTime: 60_000,
    }),
  );
