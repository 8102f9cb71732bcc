import { queryOptions, useQuery } from '@tanstack/react-query';
import { configEndpoints, endpointKey, type AppConfig } from '@nivaas/shared';
import { call } from './call';

export const configKey = endpointKey(configEndpoints.read);

/** What the server tells the app about itself (GET /api/config); it does not change while open. */
export const appConfigQuery = queryOptions({
  queryKey: configKey,
  queryFn: ({ signal }) => call(configEndpoints.read, {}, { signal }),
  staleTime: Infinity,
});

export const useAppConfig = () => useQuery(appConfigQuery);

export type MapTiles = AppConfig['map'];

/** The map's tile source, or null for "no tiles, marker only" (empty MAP_TILE_URL). */
export function useMapTiles(): MapTiles | null {
  const { data } = useAppConfig();
  return data?.map.tileUrl ? data.map : null;
}
