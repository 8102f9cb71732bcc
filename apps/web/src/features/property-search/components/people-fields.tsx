import { Checkbox, Chip, Group, Input, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  ACCOMMODATION_TYPES,
  COMMON_AMENITIES,
  GENDER_PREFERENCES,
  type AccommodationType,
  type GenderPreference,
} from '@nivaas/shared';
import { usePropertyLabels } from '../../../lib/property-labels';
import { orUndefined, type FilterGroupProps } from './filter-types';

/** Who the home is for, pets, amenities and the move-in date. */
export function PeopleFields({ filters, onChange }: FilterGroupProps) {
  const { t } = useTranslation('search');
  const labels = usePropertyLabels();
  const amenities = filters.amenities ?? [];

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('filters.genderPreference')}
        value={filters.genderPreference ?? ''}
        onChange={(e) =>
          onChange({ genderPreference: orUndefined<GenderPreference>(e.currentTarget.value) })
        }
        data={[
          { value: '', label: t('filters.any') },
          ...GENDER_PREFERENCES.filter((v) => v !== 'any').map((v) => ({
            value: v,
            label: labels.enumLabel('genderPreference', v),
          })),
        ]}
      />
      <NativeSelect
        label={t('filters.accommodationType')}
        value={filters.accommodationType ?? ''}
        onChange={(e) =>
          onChange({ accommodationType: orUndefined<AccommodationType>(e.currentTarget.value) })
        }
        data={[
          { value: '', label: t('filters.any') },
          ...ACCOMMODATION_TYPES.filter((v) => v !== 'any').map((v) => ({
            value: v,
            label: labels.enumLabel('accommodationType', v),
          })),
        ]}
      />
      <Checkbox
        label={t('filters.petFriendly')}
        checked={filters.petFriendly ?? false}
        onChange={(e) => onChange({ petFriendly: e.currentTarget.checked || undefined })}
      />
      <Checkbox
        label={t('filters.verified')}
        checked={filters.verified ?? false}
        onChange={(e) => onChange({ verified: e.currentTarget.checked || undefined })}
      />
      <TextInput
        type="date"
        label={t('filters.availableBy')}
        description={t('filters.availableByHint')}
        value={filters.availableBy ?? ''}
        onChange={(e) => onChange({ availableBy: e.currentTarget.value || undefined })}
      />
      <Input.Wrapper label={t('filters.amenities')} labelElement="div">
        <Chip.Group
          multiple
          value={amenities}
          onChange={(next) => onChange({ amenities: next.length > 0 ? next : undefined })}
        >
          <Group gap={6} mt={6} role="group" aria-label={t('filters.amenities')}>
            {COMMON_AMENITIES.map((a) => (
              <Chip key={a.key} value={a.value} size="xs">
                {labels.t(`amenity.${a.key}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
    </Stack>
  );
}
