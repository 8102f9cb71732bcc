import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { MAX_WATCHED_PROPERTIES, type PropertySearchResult } from '@nivaas/shared';
import { useRealtimeEvent, useWatchProperties } from '../../../lib/realtime';
import { fetchNewCount } from './new-count';
import { fetchProperty } from '../../../lib/api/properties';
import { searchKeys } from './search-properties';
import {
  listingIds,
  mightMatch,
  withListing,
  withoutListing,
  withStatus,
  type CachedSearch,
} from './search-cache';
import type { SearchFilters } from '../search-params';

/** New listings often come in bursts (an owner adding several): ask for the count once. */
const NEW_LISTINGS_DEBOUNCE_MS = 1000;

/**
 * Keeps the listings on screen live: a change shows in place, a deleted listing goes, and new
 * matching listings are counted for the "N new listings" banner; the list never moves by itself.
 */
export function useLiveSearch(
  filters: SearchFilters,
  data: InfiniteData<PropertySearchResult, unknown> | undefined,
) {
  const queryClient = useQueryClient();
  const ids = useMemo(() => listingIds(data), [data]);
  const onScreen = useMemo(() => new Set(ids), [ids]);
  useWatchProperties(ids.slice(0, MAX_WATCHED_PROPERTIES));

  const asOf = data?.pages[0]?.asOf;
  const [fresh, setFresh] = useState<{ asOf: string; count: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (change: (data: CachedSearch | undefined) => CachedSearch | undefined) =>
    queryClient.setQueriesData<CachedSearch>({ queryKey: searchKeys.all }, change);

  useRealtimeEvent('property.updated', ({ propertyId, status }) => {
    if (!onScreen.has(propertyId)) return;
    update((d) => withStatus(d, propertyId, status));
    fetchProperty(propertyId).then(
      (listing) => update((d) => withListing(d, listing)),
      () => {
        // Hidden from us now (made inactive) or offline: it keeps the status the event carried.
      },
    );
  });

  useRealtimeEvent('property.deleted', ({ propertyId }) => {
    if (onScreen.has(propertyId)) update((d) => withoutListing(d, propertyId));
  });

  useRealtimeEvent('property.created', (created) => {
    if (!asOf || !mightMatch(filters, created)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetchNewCount(filters, asOf).then(
        ({ count }) => setFresh({ asOf, count }),
        () => {
          // The banner is a courtesy; a failed count just shows nothing.
        },
      );
    }, NEW_LISTINGS_DEBOUNCE_MS);
  });

  // A count belongs to the search it was asked for: a new search (new asOf) starts from zero.
  const newCount = fresh && fresh.asOf === asOf ? fresh.count : 0;
  return { newCount };
}
