import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  ACCOMMODATION_TYPES,
  FACING_DIRECTIONS,
  FURNISHINGS,
  GENDER_PREFERENCES,
  PROPERTY_LIMITS,
  ROOM_SHARINGS,
} from '@nivaas/shared';
import { usePropertyLabels, type LabelGroup } from '../../../../lib/property-labels';
import { useOwnerT } from '../../lib/use-owner-t';
import { FormSection } from './form-section';
import { enumOptions, type PropertyFormApi } from './form-types';

const count = { min: 0, max: PROPERTY_LIMITS.roomsMax, allowDecimal: false, allowNegative: false };

/** Rooms, furnishing and who the home suits; PG details only for a PG. */
export function DetailsSection({ form }: { form: PropertyFormApi }) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const options = (group: LabelGroup, values: readonly string[]) =>
    enumOptions(values, (v) => labels.enumLabel(group, v));
  return (
    <FormSection title={t('form.details.title')} description={t('form.details.description')}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <NumberInput
          {...count}
          label={t('form.fields.bedrooms')}
          {...form.getInputProps('bedrooms')}
        />
        <NumberInput
          {...count}
          label={t('form.fields.bathrooms')}
          {...form.getInputProps('bathrooms')}
        />
        <NumberInput
          label={t('form.fields.area')}
          min={0}
          max={PROPERTY_LIMITS.areaMax}
          hideControls
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('area')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('form.fields.furnishing')}
          allowDeselect={false}
          data={options('furnishing', FURNISHINGS)}
          {...form.getInputProps('furnishing')}
        />
        <Select
          label={t('form.fields.facingDirection')}
          clearable
          placeholder={t('form.fields.notSaid')}
          data={options('facingDirection', FACING_DIRECTIONS)}
          value={form.values.facingDirection || null}
          onChange={(value) =>
            form.setFieldValue(
              'facingDirection',
              (value ?? '') as (typeof form.values)['facingDirection'],
            )
          }
          error={form.errors.facingDirection}
        />
        <Select
          label={t('form.fields.genderPreference')}
          allowDeselect={false}
          data={options('genderPreference', GENDER_PREFERENCES)}
          {...form.getInputProps('genderPreference')}
        />
        <Select
          label={t('form.fields.accommodationType')}
          allowDeselect={false}
          data={options('accommodationType', ACCOMMODATION_TYPES)}
          {...form.getInputProps('accommodationType')}
        />
        <TextInput
          label={t('form.fields.availableFrom')}
          type="date"
          {...form.getInputProps('availableFrom')}
        />
        <TextInput
          label={t('form.fields.ownerProximity')}
          placeholder={t('form.fields.ownerProximityPlaceholder')}
          maxLength={PROPERTY_LIMITS.shortTextMax}
          {...form.getInputProps('ownerProximity')}
        />
      </SimpleGrid>
      <Switch
        label={t('form.fields.isPetFriendly')}
        {...form.getInputProps('isPetFriendly', { type: 'checkbox' })}
      />
      {form.values.type === 'pg' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('form.fields.roomSharing')}
            allowDeselect={false}
            data={options('roomSharing', ROOM_SHARINGS)}
            {...form.getInputProps('pgDetails.roomSharing')}
          />
          <Switch
            mt={{ sm: 30 }}
            label={t('form.fields.messAvailability')}
            {...form.getInputProps('pgDetails.messAvailability', { type: 'checkbox' })}
          />
        </SimpleGrid>
      ) : null}
    </FormSection>
  );
}
