import { Chip, Group, Input, TagsInput } from '@mantine/core';
import { PROPERTY_LIMITS } from '@nivaas/shared';
import { amenityKey, SUGGESTED_AMENITIES, toggleAmenity } from '../../lib/amenities';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { useOwnerT } from '../../lib/use-owner-t';
import { FormSection } from './form-section';
import type { PropertyFormApi } from './form-types';

/** Amenities (common ones as chips, anything else typed), nearby places and house rules. */
export function ExtrasSection({ form }: { form: PropertyFormApi }) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const { amenities } = form.values;
  const chosen = new Set(amenities.map((a) => a.toLowerCase()));
  const custom = amenities.filter((a) => !amenityKey(a));
  const tags = {
    splitChars: [','],
    clearable: true,
    maxLength: PROPERTY_LIMITS.listItemMax,
    description: t('form.tagsHint'),
  };
  return (
    <FormSection title={t('form.extras.title')} description={t('form.extras.description')}>
      <Input.Wrapper label={t('form.fields.amenities')} error={form.errors.amenities}>
        <Group gap="xs" mt={6} role="group" aria-label={t('form.fields.amenities')}>
          {SUGGESTED_AMENITIES.map((a) => (
            <Chip
              key={a.key}
              size="sm"
              checked={chosen.has(a.value.toLowerCase())}
              onChange={() => form.setFieldValue('amenities', toggleAmenity(amenities, a.value))}
            >
              {labels.t(`amenity.${a.key}`)}
            </Chip>
          ))}
        </Group>
      </Input.Wrapper>
      <TagsInput
        {...tags}
        label={t('form.fields.otherAmenities')}
        placeholder={t('form.fields.otherAmenitiesPlaceholder')}
        maxTags={PROPERTY_LIMITS.amenitiesMax}
        value={custom}
        onChange={(next) =>
          form.setFieldValue('amenities', [...amenities.filter((a) => amenityKey(a)), ...next])
        }
      />
      <TagsInput
        {...tags}
        label={t('form.fields.nearbyFacilities')}
        placeholder={t('form.fields.nearbyFacilitiesPlaceholder')}
        maxTags={PROPERTY_LIMITS.nearbyFacilitiesMax}
        {...form.getInputProps('nearbyFacilities')}
      />
      <TagsInput
        {...tags}
        label={t('form.fields.houseRules')}
        placeholder={t('form.fields.houseRulesPlaceholder')}
        maxTags={PROPERTY_LIMITS.houseRulesMax}
        {...form.getInputProps('houseRules')}
      />
    </FormSection>
  );
}
