import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import {
  QuerySkeleton,
  QueryState as Query,
  type QueryStateProps,
} from '../../../components/ui/query-state';
import { useAdminT } from '../lib/use-admin-t';

interface Props extends Pick<QueryStateProps, 'query' | 'empty' | 'emptyText' | 'children'> {
  rows?: number;
}

/**
 * The admin area's query state (components/ui/query-state) in its words: loading, failure (with
 * Try again, or the way to the second factor), empty, or the content.
 */
export function QueryState({ query, emptyText, rows = 4, ...rest }: Props) {
  const { t } = useAdminT();
  const secondFactor =
    query.error instanceof ApiError && query.error.reason === 'admin.second-factor-required';
  return (
    <Query
      {...rest}
      query={query}
      loading={<QuerySkeleton label={t('state.loading')} rows={rows} />}
      title={t('state.failed')}
      retryLabel={t('state.retry')}
      action={
        secondFactor ? (
          <Anchor component={Link} to="/admin/security" size="sm" fw={600}>
            {t('nav.security')}
          </Anchor>
        ) : undefined
      }
      emptyText={emptyText ?? t('state.empty')}
    />
  );
}

/** "Load more" under a paged list while the server has more. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const { t } = useAdminT();
  if (!hasNextPage) return null;
  return (
    <Button
      variant="light"
      mx="auto"
      loading={isFetchingNextPage}
      onClick={() => void fetchNextPage()}
    >
      {t('state.loadMore')}
    </Button>
  );
}
