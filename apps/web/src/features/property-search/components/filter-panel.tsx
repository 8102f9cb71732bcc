import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { countActiveFilters } from '../search-params';
import { DistanceFields } from './distance-fields';
import type { FilterGroupProps } from './filter-types';
import { HomeFields } from './home-fields';
import { PeopleFields } from './people-fields';
import { PlaceFields } from './place-fields';

interface FilterPanelProps extends FilterGroupProps {
  onClear: () => void;
}

/** Every filter; each change applies at once (the results follow, the URL remembers). */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const active = countActiveFilters(filters);
  return (
    <Stack gap="md" component="section" aria-label={t('filters.title')}>
      <PlaceFields filters={filters} onChange={onChange} />
      <DistanceFields filters={filters} onChange={onChange} />
      <Divider />
      <HomeFields filters={filters} onChange={onChange} />
      <Divider />
      <PeopleFields filters={filters} onChange={onChange} />
      <Button variant="default" onClick={onClear} disabled={active === 0 && !filters.q}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
