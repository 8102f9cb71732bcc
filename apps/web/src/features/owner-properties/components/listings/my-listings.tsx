import { Alert, Button, Stack } from '@mantine/core';
import type { Property } from '@nivaas/shared';
import { errorMessage } from '../../../../lib/error-messages';
import { useMyProperties } from '../../api/owner-properties';
import { useOwnerT } from '../../lib/use-owner-t';
import { EmptyListings } from './empty-listings';
import { ListingRow } from './listing-row';
import { QueryFailure, QuerySkeleton } from '../../../../components/ui/query-state';

/**
 * The owner's listings (or the first `limit`), with loading, error and empty states; the whole
 * list comes a page at a time, "Load more" fetching the next.
 */
export function MyListings({ limit, label }: { limit?: number; label: string }) {
  const { t } = useOwnerT();
  const query = useMyProperties();
  if (query.isPending) {
    return <QuerySkeleton label={t('list.loading')} rows={3} h={140} />;
  }
  if (query.isError && !query.isFetchNextPageError) {
    return <QueryFailure query={query} title={t('list.failed')} retryLabel={t('list.retry')} />;
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
