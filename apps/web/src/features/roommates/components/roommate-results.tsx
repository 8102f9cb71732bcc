import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { RoommateCard as Card } from '@nivaas/shared';
import { useMapTiles } from '../../../lib/api/config';
import { errorMessage } from '../../../lib/error-messages';
import { useRoommateSearch } from '../api/roommate-search';
import type { RoommateFilters } from '../lib/search-params';
import { useRoommatesT } from '../lib/use-roommates-t';
import { formatBudgetRange } from '../lib/format-budget';
import { roommateName } from '../lib/profile-view';
import { LoadMoreRoommates, RoommateCardGrid } from './roommate-card-grid';
import { QueryFailure } from '../../../components/ui/query-state';

const RoommatesMap = lazy(() => import('./roommates-map'));

/**
 * The cards of a search, page by page ("Load more" follows the server's cursor), as a list or
 * as a map of those with a room.
 */
export function RoommateResults({
  filters,
  onClear,
}: {
  filters: RoommateFilters;
  onClear: () => void;
}) {
  const { t } = useRoommatesT();
  const headingId = useId();
  const query = useRoommateSearch(filters);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [view, setView] = useState<'list' | 'map'>('list');
  const tiles = useMapTiles();
  const navigate = useNavigate();
  const withRoom = items.filter((c) => c.roomDetails?.point);
  const describe = useCallback(
    (card: Card) => ({
      name: roommateName(card) ?? t('card.someone'),
      budget: t('card.budget', { range: formatBudgetRange(card.budget.min, card.budget.max) }),
      open: t('map.open'),
    }),
    [t],
  );

  let body;
  if (query.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={200} radius="lg" />
        ))}
      </SimpleGrid>
    );
  else if (query.isError && items.length === 0)
    body = (
      <QueryFailure title={t('search.loadFailed')} query={query} retryLabel={t('form.retry')} />
    );
  else if (items.length === 0)
    body = (
      <Stack gap="xs" align="flex-start" role="status">
        <Text fw={600}>{t('search.empty')}</Text>
        <Text size="sm" c="gray.7">
          {t('search.emptyHint')}
        </Text>
        <Button variant="light" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="gray.7" role="status">
          {t('search.count', { count: items.length })}
        </Text>
        {view === 'map' ? (
          withRoom.length === 0 ? (
            <Text size="sm" c="gray.7" role="status">
              {t('map.empty')}
            </Text>
          ) : (
            <Suspense fallback={<Skeleton h={420} radius="lg" />}>
              <Text size="sm" c="gray.7">
                {t('map.count', { count: withRoom.length })}
              </Text>
              <RoommatesMap
                cards={withRoom}
                tileUrl={tiles?.tileUrl ?? ''}
                attribution={tiles?.attribution ?? ''}
                label={t('map.label')}
                describe={describe}
                onOpen={(id) => void navigate(`/roommates/profile/${encodeURIComponent(id)}`)}
              />
            </Suspense>
          )
        ) : (
          <RoommateCardGrid
            cards={items}
            showMatch={filters.sort === 'compatibility'}
            labelledBy={headingId}
          />
        )}
        {query.isFetchNextPageError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, query.error)}
          </Alert>
        ) : null}
        <LoadMoreRoommates query={query} />
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('search.results')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('map.view')}
          value={view}
          onChange={(v) => setView(v === 'map' ? 'map' : 'list')}
          data={[
            { value: 'list', label: t('map.list') },
            { value: 'map', label: t('map.map') },
          ]}
        />
      </Group>
      {body}
    </Stack>
  );
}
