import type { ReactNode } from 'react';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PROPERTY_SORTS, type PropertySort } from '@nivaas/shared';
import { InstantSegmentedControl } from './instant-segmented';
import { hasOrigin, type SearchFilters, type SearchView } from '../search-params';
import { formatNumber } from '../../../lib/format';
import classes from './search-page.module.css';

interface ResultsToolbarProps {
  filters: SearchFilters;
  total: number | undefined;
  /** The server stopped counting: at least `total` match ("1,000+ properties"). */
  totalIsLowerBound?: boolean | undefined;
  view: SearchView;
  onSort: (sort: PropertySort) => void;
  onView: (view: SearchView) => void;
  /** An action about these results, beside their count (e.g. "Save this search"). */
  extra?: ReactNode;
}

/** "N properties", the order and the List / Map switch. */
export function ResultsToolbar({
  filters,
  total,
  totalIsLowerBound,
  view,
  onSort,
  onView,
  extra,
}: ResultsToolbarProps) {
  const { t } = useTranslation('search');
  const sorts = PROPERTY_SORTS.filter((s) => s !== 'distance' || hasOrigin(filters));
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="xs" align="center" wrap="nowrap">
        <Text fw={600} aria-live="polite" aria-atomic>
          {total === undefined
            ? '\u00a0'
            : totalIsLowerBound
              ? t('results.countAtLeast', { total: formatNumber(total) })
              : t('results.count', { count: total })}
        </Text>
        {extra}
      </Group>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('sort.label')}
          labelProps={{ className: classes.phoneHiddenLabel }}
          size="sm"
          value={filters.sort}
          onChange={(e) => onSort(e.currentTarget.value as PropertySort)}
          data={sorts.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
        <InstantSegmentedControl
          aria-label={t('view.label')}
          size="sm"
          value={view}
          onChange={(v) => onView(v as SearchView)}
          data={[
            { value: 'list', label: t('view.list') },
            { value: 'map', label: t('view.map') },
          ]}
        />
      </Group>
    </Group>
  );
}
