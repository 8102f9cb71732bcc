import { useState } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import type { DueState, LedgerSide } from '@nivaas/shared';
import { useDues, useDuesLive } from '../api/dues';
import { useMoneyT } from '../lib/use-money-t';
import { DueRow } from './due-row';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

type Filter = 'now' | DueState;
const FILTERS: Filter[] = ['now', 'late', 'due', 'upcoming', 'paid'];

/**
 * The dues on a dashboard: the tenant's to pay, or the owner's to be paid. "Now" lists what is
 * late or due within 30 days, and what was paid; each step of a payment shows live.
 */
export function MyDues({ as }: { as: LedgerSide }) {
  const { t } = useMoneyT();
  const [filter, setFilter] = useState<Filter>('now');
  const dues = useDues(as, filter === 'now' ? undefined : filter);
  useDuesLive();
  return (
    <Stack gap="sm">
      {/* Chips wrap to a second line where the words are long (Tamil on a phone), so every
          choice stays in sight; a segmented control would hide the last ones off the edge. */}
      <Chip.Group multiple={false} value={filter} onChange={(value) => setFilter(value as Filter)}>
        <Group gap={6} role="radiogroup" aria-label={t('filter.label')}>
          {FILTERS.map((value) => (
            <Chip key={value} value={value} size="xs">
              {t(`filter.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {dues.isPending ? (
        <QuerySkeleton rows={1} h={96} />
      ) : dues.isError ? (
        <QueryFailure query={dues} retryLabel={t('retry')} />
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
