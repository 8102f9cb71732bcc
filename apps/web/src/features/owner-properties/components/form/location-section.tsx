import { SimpleGrid, Select, Textarea, TextInput } from '@mantine/core';
import { PROPERTY_LIMITS } from '@nivaas/shared';
import { usePlaceNames } from '../../../../lib/place-names';
import { changePlace, cityOptions, localityOptions, stateOptions } from '../../lib/places';
import { useOwnerT } from '../../lib/use-owner-t';
import { FormSection } from './form-section';
import type { PropertyFormApi } from './form-types';

/** State → city → locality from the city dataset, so every listing names a place we know. */
export function LocationSection({ form }: { form: PropertyFormApi }) {
  const { t } = useOwnerT();
  const places = usePlaceNames();
  const { state, city, sublocality, pincode } = form.values;

  const pick = (field: 'state' | 'city' | 'sublocality') => (value: string | null) => {
    const next = changePlace({ state, city, sublocality, pincode }, field, value ?? '');
    form.setValues(next);
    for (const key of ['state', 'city', 'sublocality', 'pincode'] as const) {
      if (next[key] !== form.values[key]) form.clearFieldError(key);
    }
  };

  return (
    <FormSection title={t('form.location.title')} description={t('form.location.description')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('form.fields.state')}
          required
          searchable
          allowDeselect={false}
          placeholder={t('form.fields.statePlaceholder')}
          nothingFoundMessage={t('form.nothingFound')}
          data={places.stateItems(stateOptions())}
          value={state || null}
          onChange={pick('state')}
          error={form.errors.state}
        />
        <Select
          label={t('form.fields.city')}
          required
          searchable
          allowDeselect={false}
          disabled={!state}
          placeholder={state ? t('form.fields.cityPlaceholder') : t('form.fields.stateFirst')}
          nothingFoundMessage={t('form.nothingFound')}
          data={places.cityItems(cityOptions(state))}
          value={city || null}
          onChange={pick('city')}
          error={form.errors.city}
        />
        <Select
          label={t('form.fields.sublocality')}
          required
          searchable
          allowDeselect={false}
          disabled={!city}
          placeholder={city ? t('form.fields.sublocalityPlaceholder') : t('form.fields.cityFirst')}
          nothingFoundMessage={t('form.nothingFound')}
          data={places.localityItems(localityOptions(state, city))}
          value={sublocality || null}
          onChange={pick('sublocality')}
          error={form.errors.sublocality}
        />
      </SimpleGrid>
      <Textarea
        label={t('form.fields.address')}
        required
        autosize
        minRows={2}
        maxLength={PROPERTY_LIMITS.addressMax}
        placeholder={t('form.fields.addressPlaceholder')}
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('form.fields.pincode')}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          description={t('form.fields.pincodeHint')}
          {...form.getInputProps('pincode')}
        />
        <TextInput
          label={t('form.fields.additionalInfo')}
          placeholder={t('form.fields.additionalInfoPlaceholder')}
          maxLength={PROPERTY_LIMITS.additionalInfoMax}
          {...form.getInputProps('additionalInfo')}
        />
      </SimpleGrid>
      <TextInput
        label={t('form.fields.googleMapsLink')}
        type="url"
        inputMode="url"
        placeholder="https://maps.app.goo.gl/…"
        description={t('form.fields.googleMapsLinkHint')}
        maxLength={PROPERTY_LIMITS.linkMax}
        {...form.getInputProps('googleMapsLink')}
      />
    </FormSection>
  );
}
