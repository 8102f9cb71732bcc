import { useState } from 'react';
import { Alert, Button, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { DueState, LedgerSide } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { useDues, useDuesLive } from '../api/dues';
import { useMoneyT } from '../lib/use-money-t';
import { DueRow } from './due-row';

type Filter = 'now' | DueState;
const FILTERS: Filter[] = ['now', 'late', 'due', 'upcoming', 'paid'];

/**
 * The dues on a dashboard: the tenant's to pay, or the owner's to be paid. "Now" lists what is
 * late or due within 30 days, and what was paid; each step of a payment shows live.
 */
export function MyDues({ as }: { as: LedgerSide }) {
  const { t, tr } = useMoneyT();
  const [filter, setFilter] = useState<Filter>('now');
  const dues = useDues(as, filter === 'now' ? undefined : filter);
  useDuesLive();
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        aria-label={t('filter.label')}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {dues.isPending ? (
        <Skeleton h={96} aria-busy="true" />
      ) : dues.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text size="sm">{errorMessage(tr, dues.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void dues.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : dues.data.dues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0}>
          {dues.data.dues.map((due) => (
            <DueRow key={due.id} due={due} as={as} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
