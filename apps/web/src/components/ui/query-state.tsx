import { Alert, Button, Paper, Skeleton, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages';

export interface QueryFailureProps {
  error: unknown;
  onRetry: () => unknown;
  retryLabel: ReactNode;
  /** What failed ("Failed to load bookings"); the alert's body says why. */
  title?: ReactNode;
  retryColor?: MantineColor;
  /** Drawn in place of the retry button (the admin area: the way to the second factor). */
  action?: ReactNode;
}

/** A query that failed: what failed, why in the reader's words, and a button to try again. */
export function QueryFailure({
  error,
  onRetry,
  retryLabel,
  title,
  retryColor,
  action,
}: QueryFailureProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(t, error)}</Text>
        {action ?? (
          <Button size="xs" variant="white" color={retryColor} onClick={() => void onRetry()}>
            {retryLabel}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Rows of placeholders while a list loads, named for screen readers. */
export function QuerySkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={64} radius="md" />
      ))}
    </Stack>
  );
}

export interface QueryStateProps extends Omit<QueryFailureProps, 'error'> {
  isPending: boolean;
  /** Set when the query failed. */
  error: unknown;
  /** Drawn while the first answer is awaited. */
  loading: ReactNode;
  /** Nothing to show once loaded. */
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
}

/** One query's screen: loading, failure with a retry, empty, or the content. */
export function QueryState({
  isPending,
  error,
  loading,
  empty,
  emptyText,
  children,
  ...failure
}: QueryStateProps) {
  if (isPending) return <>{loading}</>;
  if (error) return <QueryFailure error={error} {...failure} />;
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

/**
 * A list that failed to load, as the account's pages draw it: what failed, why in the reader's
 * words, and a retry that spins while the query asks again.
 */
export function QueryRetryAlert({
  title,
  query,
  retryLabel,
}: {
  title: ReactNode;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  retryLabel: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Text size="sm">{errorMessage(t, query.error)}</Text>
      <Button
        mt="sm"
        variant="light"
        color="red"
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
