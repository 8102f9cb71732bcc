import { useId, useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { MOBILE_BREAKPOINT_PX } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { loadedHits } from '../api/search-cache';
import { searchPagesQuery, useSearchPages } from '../api/search-properties';
import type { MapTiles } from '../map/search-map';
import { countActiveFilters, filtersToParams } from '../search-params';
import { useLiveSearch } from '../api/use-live-search';
import { useSearchFilters } from '../use-search-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { EmptyResults } from './empty-results';
import { FilterPanel } from './filter-panel';
import { NewListingsBanner } from './new-listings-banner';
import { QueryForm } from './query-form';
import { ResultsList, ResultsSkeleton, type RenderActions } from './results-list';
import { ResultsToolbar } from './results-toolbar';
import { SearchMapView } from './search-map-view';
import { useIsClient } from '../../../components/ui/client-only';
import classes from './search-page.module.css';
import { formatNumber } from '../../../lib/format';
import { useRememberSearch } from '../../../lib/recent-searches';
import { useConnectionStatus } from '../../../lib/realtime';
import { listingsFailureKey, liveNoticeKey } from '../lib/load-notices';
import { QueryFailure } from '../../../components/ui/query-state';

export interface SearchPageProps {
  /** Controls on each card (the page passes the favourite heart). */
  renderActions?: RenderActions;
  /** Map tiles from the server's configuration; without them the map has a plain background. */
  mapTiles?: MapTiles;
  /** An action on the search itself, given its URL query and city (the page passes "Save this search"). */
  renderSearchAction?: (query: string, city: string | undefined, compact: boolean) => ReactNode;
}

/** The property search: filters (sidebar or drawer), results as a list or a map, live. */
export function SearchPage({ renderActions, mapTiles, renderSearchAction }: SearchPageProps) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const desktop = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true, {
    getInitialValueInEffect: false,
  });
  // A screen the server drew has both the sidebar and the Filters button, and the styles show
  // the one that fits the width; once live, only that one stays (the server cannot know the
  // width, and a guess would move the page when it goes live).
  const live = useIsClient();
  const sidebar = !live || desktop;
  const filtersButton = !live || !desktop;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsId = useId();
  const { filters, view, setFilters, setView, clearFilters } = useSearchFilters();
  const search = useSearchPages(filters);
  const { newCount } = useLiveSearch(filters, search.data);
  const hits = loadedHits(search.data);
  const first = search.data?.pages[0];
  const active = countActiveFilters(filters);
  const saveAction = (compact: boolean) =>
    renderSearchAction?.(filtersToParams(filters).toString(), filters.city, compact) ?? null;
  const liveNotice = liveNoticeKey(useConnectionStatus().state, hits.length > 0);
  const failure = (error: unknown) => {
    const key = listingsFailureKey(error);
    return key ? t(key) : errorMessage(tc, error);
  };
  // Kept in this browser for the seeker's home ("Recent searches") once the results are in.
  useRememberSearch(filtersToParams(filters).toString(), search.isSuccess);

  const showNew = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    void queryClient.resetQueries({ queryKey: searchPagesQuery(filters).queryKey, exact: true });
  };

  const panel = <FilterPanel filters={filters} onChange={setFilters} onClear={clearFilters} />;

  return (
    <div className={classes.layout}>
      {sidebar && (
        <Box component="aside" visibleFrom="sm" className={classes.sidebar}>
          {panel}
        </Box>
      )}
      <Stack gap="md" aria-busy={search.isFetching && !search.isFetchingNextPage}>
        {/* After a dozen filters, one Tab away from the first listing instead of forty. */}
        <a
          href={`#${resultsId}`}
          className={classes.skipToResults}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(resultsId)?.focus();
          }}
        >
          {t('results.skip')}
        </a>
        <QueryForm value={filters.q} onSearch={(q) => setFilters({ q })} />
        {filtersButton && (
          <Group hiddenFrom="sm" gap={6} align="center" wrap="nowrap">
            <Button
              variant="default"
              size="sm"
              style={{ flexShrink: 0 }}
              onClick={() => setDrawerOpen(true)}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              rightSection={
                active > 0 ? (
                  <Badge size="sm" circle>
                    {active}
                  </Badge>
                ) : null
              }
              aria-label={active > 0 ? t('filters.openWithCount', { count: active }) : undefined}
            >
              {t('filters.title')}
            </Button>
            <div className={classes.chipsRow}>
              <ActiveFilterChips filters={filters} onChange={setFilters} />
            </div>
          </Group>
        )}
        <NewListingsBanner count={newCount} onShow={showNew} />
        {liveNotice ? (
          <Alert color="yellow" variant="light" role="status">
            {t(liveNotice)}
          </Alert>
        ) : null}
        <ResultsToolbar
          filters={filters}
          total={search.isPlaceholderData ? undefined : first?.total}
          totalIsLowerBound={first?.totalIsLowerBound}
          view={view}
          onSort={(sort) => setFilters({ sort })}
          onView={setView}
          // Beside the count, so the results start as high as before; one button at every
          // width (a phone turned sideways keeps its open dialog), just an icon on a phone.
          extra={renderSearchAction ? saveAction(live && !desktop) : null}
        />
        <div id={resultsId} tabIndex={-1} className={classes.results}>
          {search.isError && !search.data ? (
            <QueryFailure
              query={search}
              title={t('error.title')}
              reason={failure(search.error)}
              retryLabel={t('error.retry')}
            />
          ) : search.isPending ? (
            <ResultsSkeleton />
          ) : hits.length === 0 ? (
            <EmptyResults
              filters={filters}
              onClear={clearFilters}
              onWiden={(radiusKm) => setFilters({ radiusKm })}
            />
          ) : (
            <div className={search.isPlaceholderData ? classes.stale : undefined}>
              {view === 'map' ? (
                <SearchMapView
                  filters={filters}
                  hits={hits}
                  origin={first?.origin ?? null}
                  radiusKm={filters.radiusKm}
                  tiles={mapTiles}
                  total={first?.total ?? hits.length}
                  totalIsLowerBound={first?.totalIsLowerBound}
                />
              ) : (
                <ResultsList hits={hits} renderActions={renderActions} />
              )}
            </div>
          )}
        </div>
        {search.isFetchNextPageError && <Alert color="red">{failure(search.error)}</Alert>}
        {search.hasNextPage && !search.isPlaceholderData && (
          <Group justify="center">
            <Button
              variant="default"
              loading={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {t('results.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
      {live && !desktop && (
        <Drawer
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('filters.title')}
          position="bottom"
          size="90%"
        >
          <Stack gap="md">
            {panel}
            <Button onClick={() => setDrawerOpen(false)}>
              {!first || search.isPlaceholderData
                ? t('filters.done')
                : first.totalIsLowerBound
                  ? t('filters.showAtLeast', { total: formatNumber(first.total) })
                  : t('filters.show', { count: first.total })}
            </Button>
          </Stack>
        </Drawer>
      )}
    </div>
  );
}
