import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { errorMessage } from '../../lib/error-messages';

/** What a failure needs of a TanStack query (or of several, joined by the caller). */
export interface RetryableQuery {
  error: unknown;
  /** True while it asks again: the retry button spins. */
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryFailureProps {
  query: RetryableQuery;
  retryLabel: ReactNode;
  /** What failed ("Failed to load bookings"); the alert's body says why. */
  title?: ReactNode;
  /** Why, where the screen has better words than `errorMessage` for its failures. */
  reason?: ReactNode;
  /**
   * Drawn in place of the retry button: a way elsewhere when asking again cannot help, or `null`
   * for no button at all (the reader may not see this).
   */
  action?: ReactNode;
}

/**
 * A query that failed, drawn the same everywhere: what failed, why in the reader's words, and a
 * button to try again that spins while the query asks again.
 */
export function QueryFailure({ query, retryLabel, title, reason, action }: QueryFailureProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{reason ?? errorMessage(t, query.error)}</Text>
        {action !== undefined ? (
          action
        ) : (
          <Button
            size="sm"
            variant="light"
            color="red"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {retryLabel}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Rows of placeholders while a list loads, named for screen readers. */
export function QuerySkeleton({
  label,
  rows = 4,
  h = 64,
}: {
  label?: string;
  rows?: number;
  h?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label ?? t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={h} radius="md" />
      ))}
    </Stack>
  );
}

export interface QueryStateProps extends Omit<QueryFailureProps, 'query'> {
  query: RetryableQuery & { isPending: boolean };
  /** Drawn while the first answer is awaited; rows of placeholders unless given. */
  loading?: ReactNode;
  /** Nothing to show once loaded. */
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
}

/** One query's screen: loading, failure with a retry, empty, or the content. */
export function QueryState({
  query,
  loading,
  empty,
  emptyText,
  children,
  ...failure
}: QueryStateProps) {
  if (query.isPending) return <>{loading ?? <QuerySkeleton />}</>;
  if (query.error) return <QueryFailure query={query} {...failure} />;
  if (empty)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="gray.7" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  return <>{children}</>;
}
