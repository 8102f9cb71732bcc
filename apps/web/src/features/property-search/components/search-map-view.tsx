import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { PropertySearchHit, PropertySearchResult } from '@nivaas/shared';
import { usePlaceNames } from '../../../lib/place-names';
import { usePropertyLabels } from '../../../lib/property-labels';
import type { MapTiles } from '../map/search-map';
import type { MapTexts } from '../map/map-markers';
import { formatNumber } from '../../../lib/format';
import { useSearchPins } from '../api/search-pins';
import type { SearchFilters } from '../search-params';
import { ClientOnly, useIsClient } from '../../../components/ui/client-only';

// Leaflet and its styles load only when someone opens the map.
const SearchMap = lazy(() => import('../map/search-map'));

interface SearchMapViewProps {
  /** The search: the map asks for all of its matches as pins. */
  filters: SearchFilters;
  hits: PropertySearchHit[];
  origin: PropertySearchResult['origin'];
  radiusKm: number;
  tiles: MapTiles | undefined;
  total: number;
  /** At least `total` match (the server stopped counting). */
  totalIsLowerBound?: boolean | undefined;
  /** Where a pin's "open" leads: the member's full listing unless given (a visitor's preview). */
  openPath?: ((id: string) => string) | undefined;
}

/**
 * The map of every match: the loaded results as price tags, the rest of the search (up to
 * 2,000) as dots from the pins endpoint, with a word on what it leaves out.
 */
export function SearchMapView({
  filters,
  hits,
  origin,
  radiusKm,
  tiles,
  total,
  totalIsLowerBound,
  openPath = (id) => `/properties/${id}`,
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
      amount: (listingType, price) => labels.price({ listingType, rent: price, salePrice: price }),
      open: t('map.open'),
    }),
    // labels is rebuilt each render; its output only changes with the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, labels.t],
  );
  const pins = useSearchPins(filters, useIsClient()).data;
  const loading = (
    <Center h={360} role="status" aria-label={t('map.loading')}>
      <Loader />
    </Center>
  );
  const unplaced = hits.filter((h) => !h.location).length;

  return (
    <div>
      {/* Leaflet needs a window: the map is the browser's to draw, never the server's. */}
      <ClientOnly fallback={loading}>
        <Suspense fallback={loading}>
          <SearchMap
            hits={hits}
            pins={pins?.pins}
            origin={origin}
            radiusKm={radiusKm}
            tiles={tiles}
            texts={texts}
            onOpen={(id) => void navigate(openPath(id))}
          />
        </Suspense>
      </ClientOnly>
      <Text size="sm" c="dimmed" mt="xs" data-testid="map-count">
        {pins ? (
          <PinsCount shown={pins.pins.length} total={pins.total} atLeast={pins.totalIsLowerBound}>
            {pins.capped ? ` ${t('map.capped')}` : ''}
          </PinsCount>
        ) : (
          <>
            {totalIsLowerBound
              ? t('map.showingAtLeast', {
                  shown: hits.length - unplaced,
                  total: formatNumber(total),
                })
              : t('map.showing', { shown: hits.length - unplaced, count: total })}
            {unplaced > 0 ? ` ${t('map.unplaced', { count: unplaced })}` : ''}
          </>
        )}
      </Text>
    </div>
  );
}

/** "All 12 properties on the map.", "Showing 2,000 of 12,345 properties on the map." */
function PinsCount({
  shown,
  total,
  atLeast,
  children,
}: {
  shown: number;
  total: number;
  atLeast: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  const values = { shown: formatNumber(shown), total: formatNumber(total) };
  return (
    <>
      {atLeast
        ? t('map.pinsShowingAtLeast', values)
        : shown === total
          ? t('map.pinsAll', { ...values, count: total })
          : t('map.pinsShowing', values)}
      {children}
    </>
  );
}
