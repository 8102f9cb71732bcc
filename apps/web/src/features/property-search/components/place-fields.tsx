import { Input, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CITIES, findCity, getStates, type ListingType } from '@nivaas/shared';
import { usePlaceNames } from '../../../lib/place-names';
import { InstantSegmentedControl } from './instant-segmented';
import { orUndefined, type FilterGroupProps } from './filter-types';

/** Rent or buy, then state, city and locality from the city dataset. */
export function PlaceFields({ filters, onChange }: FilterGroupProps) {
  const { t } = useTranslation('search');
  const places = usePlaceNames();
  const states = getStates();
  const cities = CITIES.filter((c) => !filters.state || c.state === filters.state);
  const cityGroups = states
    .filter((s) => !filters.state || s === filters.state)
    .map((state) => ({
      group: places.state(state),
      items: cities
        .filter((c) => c.state === state)
        .map((c) => ({ value: c.name, label: places.city(c.name) })),
    }));
  const city = filters.city ? findCity(filters.city) : undefined;

  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('filters.listingType')} labelElement="div">
        <InstantSegmentedControl
          fullWidth
          aria-label={t('filters.listingType')}
          value={filters.listingType ?? ''}
          onChange={(v) => onChange({ listingType: orUndefined<ListingType>(v) })}
          data={[
            { value: '', label: t('filters.any') },
            { value: 'rent', label: t('filters.rent') },
            { value: 'sale', label: t('filters.buy') },
          ]}
        />
      </Input.Wrapper>
      <NativeSelect
        label={t('filters.state')}
        value={filters.state ?? ''}
        onChange={(e) => onChange({ state: orUndefined(e.currentTarget.value) })}
        data={[{ value: '', label: t('filters.anyState') }, ...places.stateItems(states)]}
      />
      <NativeSelect
        label={t('filters.city')}
        value={filters.city ?? ''}
        onChange={(e) => onChange({ city: orUndefined(e.currentTarget.value) })}
        data={[{ value: '', label: t('filters.anyCity') }, ...cityGroups]}
      />
      <NativeSelect
        label={t('filters.locality')}
        disabled={!city}
        description={city ? undefined : t('filters.localityHint')}
        value={filters.locality ?? ''}
        onChange={(e) => onChange({ locality: orUndefined(e.currentTarget.value) })}
        data={[
          { value: '', label: t('filters.anyLocality') },
          ...(city?.localities.map((l) => ({ value: l.name, label: places.locality(l.name) })) ??
            []),
        ]}
      />
    </Stack>
  );
}
