import { Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  FURNISHINGS,
  PROPERTY_TYPES,
  ROOM_SHARINGS,
  type Furnishing,
  type PropertyType,
  type RoomSharing,
} from '@nivaas/shared';
import { usePropertyLabels } from '../../../lib/property-labels';
import { ROOM_COUNTS } from '../search-params';
import { orUndefined, type FilterGroupProps } from './filter-types';
import { PriceInput } from './price-input';

/** Kind of home, budget, rooms and furnishing; sharing and mess for PGs. */
export function HomeFields({ filters, onChange }: FilterGroupProps) {
  const { t } = useTranslation('search');
  const labels = usePropertyLabels();
  const rooms = (key: 'bedrooms' | 'bathrooms') => (
    <NativeSelect
      label={t(`filters.${key}`)}
      value={filters[key] === undefined ? '' : String(filters[key])}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange({ [key]: v === '' ? undefined : Number(v) });
      }}
      data={[
        { value: '', label: t('filters.any') },
        ...ROOM_COUNTS.map((n) => ({
          value: String(n),
          label: t('filters.atLeast', { count: n }),
        })),
      ]}
    />
  );

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('filters.type')}
        value={filters.type ?? ''}
        onChange={(e) => onChange({ type: orUndefined<PropertyType>(e.currentTarget.value) })}
        data={[
          { value: '', label: t('filters.anyType') },
          ...PROPERTY_TYPES.map((v) => ({ value: v, label: labels.enumLabel('type', v) })),
        ]}
      />
      <Group grow gap="xs" align="flex-start">
        <PriceInput
          label={t('filters.minPrice')}
          value={filters.minPrice}
          onChange={(minPrice) => onChange({ minPrice })}
        />
        <PriceInput
          label={t('filters.maxPrice')}
          value={filters.maxPrice}
          onChange={(maxPrice) => onChange({ maxPrice })}
        />
      </Group>
      <Group grow gap="xs" align="flex-start">
        {rooms('bedrooms')}
        {rooms('bathrooms')}
      </Group>
      <NativeSelect
        label={t('filters.furnishing')}
        value={filters.furnishing ?? ''}
        onChange={(e) => onChange({ furnishing: orUndefined<Furnishing>(e.currentTarget.value) })}
        data={[
          { value: '', label: t('filters.any') },
          ...FURNISHINGS.map((v) => ({ value: v, label: labels.enumLabel('furnishing', v) })),
        ]}
      />
      {filters.type === 'pg' && (
        <>
          <NativeSelect
            label={t('filters.roomSharing')}
            value={filters.roomSharing ?? ''}
            onChange={(e) =>
              onChange({ roomSharing: orUndefined<RoomSharing>(e.currentTarget.value) })
            }
            data={[
              { value: '', label: t('filters.any') },
              ...ROOM_SHARINGS.map((v) => ({
                value: v,
                label: labels.enumLabel('roomSharing', v),
              })),
            ]}
          />
          <Checkbox
            label={t('filters.messAvailable')}
            checked={filters.messAvailable ?? false}
            onChange={(e) => onChange({ messAvailable: e.currentTarget.checked || undefined })}
          />
        </>
      )}
    </Stack>
  );
}
