import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useAdminT } from '../lib/use-admin-t';

interface Props {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Nothing to show once loaded. */
  empty?: boolean;
  emptyText?: ReactNode;
  rows?: number;
  children: ReactNode;
}

/** Loading, failure (with Try again, or the way to the second factor), empty, or the content. */
export function QueryState({
  isPending,
  error,
  onRetry,
  empty,
  emptyText,
  rows = 4,
  children,
}: Props) {
  const { t } = useAdminT();
  if (isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('state.loading')}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  if (error) {
    const secondFactor =
      error instanceof ApiError && error.reason === 'admin.second-factor-required';
    return (
      <Alert color="red" variant="light" role="alert" title={t('state.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(t, error)}</Text>
          {secondFactor ? (
            <Anchor component={Link} to="/admin/security" size="sm" fw={600}>
              {t('nav.security')}
            </Anchor>
          ) : (
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              {t('state.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (empty)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="gray.7" ta="center">
          {emptyText ?? t('state.empty')}
        </Text>
      </Paper>
    );
  return <>{children}</>;
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
