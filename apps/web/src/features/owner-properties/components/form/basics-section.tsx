import { Input, SegmentedControl, Select, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULT_PROPERTY_TITLE,
  LISTING_TYPES,
  PROPERTY_LIMITS,
  PROPERTY_TYPES,
} from '@nivaas/shared';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { useOwnerT } from '../../lib/use-owner-t';
import { FormSection } from './form-section';
import { enumOptions, type PropertyFormApi } from './form-types';

export function BasicsSection({ form }: { form: PropertyFormApi }) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const listing = form.getInputProps('listingType');
  return (
    <FormSection title={t('form.basics.title')} description={t('form.basics.description')}>
      <Input.Wrapper label={t('form.fields.listingType')} required error={listing.error}>
        <SegmentedControl
          fullWidth
          aria-label={t('form.fields.listingType')}
          data={enumOptions(LISTING_TYPES, (v) => labels.enumLabel('listingTypeLabel', v))}
          value={form.values.listingType}
          onChange={(value) => form.setFieldValue('listingType', value as 'rent' | 'sale')}
        />
      </Input.Wrapper>
      <Select
        label={t('form.fields.type')}
        required
        allowDeselect={false}
        data={enumOptions(PROPERTY_TYPES, (v) => labels.enumLabel('type', v))}
        {...form.getInputProps('type')}
      />
      <TextInput
        label={t('form.fields.title')}
        description={t('form.fields.titleHint', { fallback: DEFAULT_PROPERTY_TITLE })}
        placeholder={t('form.fields.titlePlaceholder')}
        maxLength={PROPERTY_LIMITS.titleMax}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('form.fields.description')}
        placeholder={t('form.fields.descriptionPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={PROPERTY_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
    </FormSection>
  );
}
