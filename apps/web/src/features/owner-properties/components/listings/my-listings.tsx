import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { Property } from '@nivaas/shared';
import { errorMessage } from '../../../../lib/error-messages';
import { useMyProperties } from '../../api/owner-properties';
import { useOwnerT } from '../../lib/use-owner-t';
import { EmptyListings } from './empty-listings';
import { ListingRow } from './listing-row';

/**
 * The owner's listings (or the first `limit`), with loading, error and empty states; the whole
 * list comes a page at a time, "Load more" fetching the next.
 */
export function MyListings({ limit, label }: { limit?: number; label: string }) {
  const { t } = useOwnerT();
  const query = useMyProperties();
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={140} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('list.failed')}>
        <Stack gap="xs" align="flex-start">
          {errorMessage(t, query.error)}
          <Button size="xs" variant="white" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const properties: Property[] = query.data?.pages.flatMap((page) => page.properties) ?? [];
  if (properties.length === 0) return <EmptyListings />;
  const shown = limit ? properties.slice(0, limit) : properties;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={label}>
        {shown.map((property) => (
          <ListingRow key={property.id} property={property} />
        ))}
      </Stack>
      {!limit && query.isFetchNextPageError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, query.error)}
        </Alert>
      )}
      {!limit && query.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
