import { lazy, Suspense, useMemo } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PropertySearchHit, PropertySearchResult } from '@nivaas/shared';
import { usePlaceNames } from '../../../lib/place-names';
import { usePropertyLabels } from '../../../lib/property-labels';
import type { MapTiles } from '../map/search-map';
import type { MapTexts } from '../map/map-markers';
import { formatNumber } from '../../../lib/format';

// Leaflet and its styles load only when someone opens the map.
const SearchMap = lazy(() => import('../map/search-map'));

interface SearchMapViewProps {
  hits: PropertySearchHit[];
  origin: PropertySearchResult['origin'];
  radiusKm: number;
  tiles: MapTiles | undefined;
  total: number;
  /** At least `total` match (the server stopped counting). */
  totalIsLowerBound?: boolean | undefined;
}

/** The map of the loaded results, with a word on what it leaves out. */
export function SearchMapView({
  hits,
  origin,
  radiusKm,
  tiles,
  total,
  totalIsLowerBound,
}: SearchMapViewProps) {
  const { t } = useTranslation('search');
  const labels = usePropertyLabels();
  const places = usePlaceNames();
  const navigate = useNavigate();
  const texts = useMemo<MapTexts>(
    () => ({
      mapLabel: t('map.label'),
      price: (hit) => labels.price(hit),
      pinPrice: (hit) => labels.price(hit),
      status: (hit) => labels.enumLabel('status', hit.status),
      place: (hit) => `${places.locality(hit.sublocality)}, ${places.city(hit.city)}`,
      open: t('map.open'),
    }),
    // labels is rebuilt each render; its output only changes with the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, labels.t],
  );
  const unplaced = hits.filter((h) => !h.location).length;

  return (
    <div>
      <Suspense
        fallback={
          <Center h={360} role="status" aria-label={t('map.loading')}>
            <Loader />
          </Center>
        }
      >
        <SearchMap
          hits={hits}
          origin={origin}
          radiusKm={radiusKm}
          tiles={tiles}
          texts={texts}
          onOpen={(id) => void navigate(`/properties/${id}`)}
        />
      </Suspense>
      <Text size="sm" c="dimmed" mt="xs">
        {totalIsLowerBound
          ? t('map.showingAtLeast', {
              shown: hits.length - unplaced,
              total: formatNumber(total),
            })
          : t('map.showing', { shown: hits.length - unplaced, count: total })}
        {unplaced > 0 ? ` ${t('map.unplaced', { count: unplaced })}` : ''}
      </Text>
    </div>
  );
}
