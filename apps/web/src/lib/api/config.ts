import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the server tells the app about itself (GET /api/config). */
export interface AppConfig {
  googleEnabled: boolean;
  diagnostics: boolean;
  mail: 'smtp' | 'outbox';
  /** Leaflet tile URL template (MAP_TILE_URL) and its credit line, shown as plain text. */
  map: { tileUrl: string; attribution: string };
}

export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api<AppConfig>('/api/config', { signal }),
  staleTime: Infinity,
});

export const useAppConfig = () => useQuery(appConfigQuery);
