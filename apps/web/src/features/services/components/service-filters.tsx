import { Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { SERVICE_CATEGORY_KEYS, type ServiceCategory } from '@nivaas/shared';
import {
  CITY_CHOICES,
  RATING_CHOICES,
  localityChoices,
  subcategoriesOf,
  type ServiceFilters,
} from '../lib/search-params';
import { usePlaceNames } from '../../../lib/place-names';
import { useServicesT } from '../lib/use-services-t';

const whole = (v: string | number) => (typeof v === 'number' && v >= 0 ? v : undefined);

/** The search's filters; every change goes straight to the URL. */
export function ServiceFiltersPanel({
  filters,
  onChange,
  onClear,
}: {
  filters: ServiceFilters;
  onChange: (patch: Partial<ServiceFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useServicesT();
  const places = usePlaceNames();
  const subs = subcategoriesOf(filters.category).map((s) => ({
    value: s,
    label: t(`subcategories.${s}`),
  }));
  return (
    <Stack gap="sm">
      <Select
        label={t('filters.category')}
        placeholder={t('filters.any')}
        data={SERVICE_CATEGORY_KEYS.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        value={filters.category ?? null}
        onChange={(v) => onChange({ category: (v ?? undefined) as ServiceCategory | undefined })}
        clearable
      />
      <Select
        label={t('filters.subcategory')}
        placeholder={t('filters.any')}
        data={subs}
        value={filters.subcategory ?? null}
        onChange={(v) => onChange({ subcategory: v ?? undefined })}
        disabled={subs.length === 0}
        clearable
      />
      <Select
        label={t('filters.city')}
        placeholder={t('filters.anyCity')}
        data={CITY_CHOICES.map((c) => ({ ...c, label: places.city(c.label) }))}
        value={filters.city ?? null}
        onChange={(v) => onChange({ city: v ?? undefined })}
        searchable
        clearable
      />
      <Select
        label={t('filters.locality')}
        placeholder={t('filters.anyLocality')}
        data={localityChoices(filters.city).map((l) => ({ ...l, label: places.locality(l.label) }))}
        value={filters.locality ?? null}
        onChange={(v) => onChange({ locality: v ?? undefined })}
        disabled={!filters.city}
        searchable
        clearable
      />
      <NumberInput
        label={t('filters.minPrice')}
        prefix="₹"
        min={0}
        thousandSeparator=","
        value={filters.minPrice ?? ''}
        onChange={(v) => onChange({ minPrice: whole(v) })}
      />
      <NumberInput
        label={t('filters.maxPrice')}
        prefix="₹"
        min={0}
        thousandSeparator=","
        value={filters.maxPrice ?? ''}
        onChange={(v) => onChange({ maxPrice: whole(v) })}
      />
      <Select
        label={t('filters.minRating')}
        placeholder={t('filters.any')}
        data={RATING_CHOICES.map((r) => ({
          value: String(r),
          label: t('filters.ratingAtLeast', { rating: r }),
        }))}
        value={filters.minRating !== undefined ? String(filters.minRating) : null}
        onChange={(v) => onChange({ minRating: v ? Number(v) : undefined })}
        clearable
      />
      <TextInput
        type="date"
        label={t('filters.availableOn')}
        value={filters.availableOn ?? ''}
        onChange={(e) => onChange({ availableOn: e.currentTarget.value || undefined })}
      />
      <Button variant="subtle" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
