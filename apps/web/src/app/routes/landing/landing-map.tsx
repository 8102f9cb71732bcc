import { publicListingPath, type PropertySearchHit } from '@nivaas/shared';
import { SearchMapView } from '../../../features/property-search/components/search-map-view';
import type { SearchFilters } from '../../../features/property-search/search-params';
import { useAppConfig } from '../../../lib/api/config';

/**
 * A landing page's results on the members' search map. This file (and Leaflet after it) loads
 * only when the visitor opens the map; a pin opens the listing's public preview.
 */
export default function LandingMap({
  filters,
  hits,
  total,
  pagePath,
}: {
  filters: SearchFilters;
  hits: PropertySearchHit[];
  total: number;
  /** The landing page's path, for a pin beyond the loaded cards (its preview by id). */
  pagePath: string;
}) {
  const config = useAppConfig();
  const byId = new Map(hits.map((h) => [h.id, h]));
  return (
    <SearchMapView
      filters={filters}
      hits={hits}
      origin={null}
      radiusKm={filters.radiusKm}
      tiles={config.data?.map}
      total={total}
      openPath={(id) => {
        const hit = byId.get(id);
        return hit ? publicListingPath(hit) : `${pagePath}/${encodeURIComponent(id)}`;
      }}
    />
  );
}
