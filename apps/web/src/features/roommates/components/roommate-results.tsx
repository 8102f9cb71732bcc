import { useId } from 'react';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/error-messages';
import { useRoommateSearch } from '../api/roommate-search';
import type { RoommateFilters } from '../lib/search-params';
import { useRoommatesT } from '../lib/use-roommates-t';
import { RoommateCard } from './roommate-card';

/** The cards of a search, page by page ("Load more" follows the server's cursor). */
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
      <Alert color="red" variant="light" role="alert" title={t('search.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(t, query.error)}</Text>
          <Button size="xs" variant="white" onClick={() => void query.refetch()}>
            {t('form.retry')}
          </Button>
        </Stack>
      </Alert>
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
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-labelledby={headingId}
        >
          {items.map((card) => (
            <li key={card.userId}>
              <RoommateCard card={card} showMatch={filters.sort === 'compatibility'} />
            </li>
          ))}
        </SimpleGrid>
        {query.isFetchNextPageError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, query.error)}
          </Alert>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('search.loadMore')}
          </Button>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('search.results')}
      </Title>
      {body}
    </Stack>
  );
}
