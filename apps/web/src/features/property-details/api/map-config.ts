import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The part of GET /api/config the map needs; empty tileUrl means "no tiles, marker only". */
interface MapConfigAnswer {
  map?: { tileUrl?: string; attribution?: string };
}

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

/** Same cache entry as the rest of the app's config, read for its map part only. */
export const mapConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api<MapConfigAnswer>('/api/config', { signal }),
  staleTime: Infinity,
});

export function useMapTiles(): MapTiles | null {
  const { data } = useQuery(mapConfigQuery);
  const tileUrl = data?.map?.tileUrl ?? '';
  return tileUrl ? { tileUrl, attribution: data?.map?.attribution ?? '' } : null;
}
