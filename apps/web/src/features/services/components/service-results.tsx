import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SERVICE_SORTS, type ServiceCard as Card, type ServiceSort } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { isForbidden } from '../../../lib/api-error';
import { useServiceSearch } from '../api/services';
import type { ServiceFilters } from '../lib/search-params';
import { useServicesT } from '../lib/use-services-t';
import { ServiceCard } from './service-card';
import { QueryFailure } from '../../../components/ui/query-state';

/** Cards, two or three abreast on wider screens. */
export function ServiceCardGrid({
  cards,
  labelledBy,
  action,
}: {
  cards: Card[];
  labelledBy?: string;
  action?: (card: Card) => ReactNode;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <ServiceCard card={card} action={action?.(card)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The cards of a search, page by page ("Load more" follows the server's cursor). */
export function ServiceResults({
  filters,
  onSort,
  onClear,
  near,
}: {
  filters: ServiceFilters;
  /** The city the person last chose: its services come first in the best-rated order. */
  near?: string;
  onSort?: (sort: ServiceSort) => void;
  onClear?: () => void;
}) {
  const { t } = useServicesT();
  const headingId = useId();
  const query = useServiceSearch(filters, { near });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (query.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  else if (query.isError && items.length === 0 && isForbidden(query.error))
    body = <Alert color="red" variant="light" role="alert" title={t('search.noAccess')} />;
  else if (query.isError && items.length === 0)
    body = (
      <QueryFailure title={t('search.loadFailed')} query={query} retryLabel={t('search.retry')} />
    );
  else if (items.length === 0)
    body = (
      <Stack gap="xs" align="flex-start" role="status">
        <Text fw={600}>{t('search.empty')}</Text>
        <Text size="sm" c="gray.7">
          {t('search.emptyHint')}
        </Text>
        {onClear ? (
          <Button variant="light" size="xs" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
    );
  else
    body = (
      <Stack gap="md">
        <ServiceCardGrid cards={items} labelledBy={headingId} />
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
        {query.isFetchNextPageError ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(t, query.error)}
          </Text>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {t('search.results')}
        </Title>
        {onSort ? (
          <Select
            label={t('sort.label')}
            data={SERVICE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            value={filters.sort}
            onChange={(v) => v && onSort(v as ServiceSort)}
            allowDeselect={false}
            w={200}
          />
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}
