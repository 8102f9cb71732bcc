import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { LAND_AREA_UNITS, OWNERSHIP_TYPES, PROPERTY_LIMITS } from '@nivaas/shared';
import { usePropertyLabels } from '../../../../lib/property-labels';
import { useOwnerT } from '../../lib/use-owner-t';
import { FormSection } from './form-section';
import { enumOptions, type PropertyFormApi } from './form-types';

const money = {
  prefix: '₹',
  thousandSeparator: ',',
  thousandsGroupStyle: 'lakh',
  allowDecimal: false,
  allowNegative: false,
  hideControls: true,
  inputMode: 'numeric',
} as const;

/** Rent and deposit for a rent listing; price, land and ownership for a sale. */
export function PriceSection({ form }: { form: PropertyFormApi }) {
  const { t } = useOwnerT();
  const labels = usePropertyLabels();
  const rent = form.values.listingType === 'rent';
  return (
    <FormSection
      title={t('form.price.title')}
      description={rent ? t('form.price.rentDescription') : t('form.price.saleDescription')}
    >
      {rent ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            {...money}
            label={t('form.fields.rent')}
            required
            max={PROPERTY_LIMITS.rentMax}
            {...form.getInputProps('rent')}
          />
          <NumberInput
            {...money}
            label={t('form.fields.deposit')}
            max={PROPERTY_LIMITS.depositMax}
            {...form.getInputProps('deposit')}
          />
        </SimpleGrid>
      ) : (
        <>
          <NumberInput
            {...money}
            label={t('form.fields.salePrice')}
            required
            max={PROPERTY_LIMITS.salePriceMax}
            {...form.getInputProps('salePrice')}
          />
          <SimpleGrid cols={{ base: 2 }} spacing="sm">
            <NumberInput
              label={t('form.fields.landArea')}
              min={0}
              decimalScale={2}
              hideControls
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              {...form.getInputProps('landArea')}
            />
            <Select
              label={t('form.fields.landAreaUnit')}
              allowDeselect={false}
              data={enumOptions(LAND_AREA_UNITS, (v) => labels.enumLabel('landAreaUnit', v))}
              {...form.getInputProps('landAreaUnit')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('form.fields.ownershipType')}
              clearable
              placeholder={t('form.fields.notSaid')}
              data={enumOptions(OWNERSHIP_TYPES, (v) => labels.enumLabel('ownershipType', v))}
              value={form.values.ownershipType || null}
              onChange={(value) =>
                form.setFieldValue(
                  'ownershipType',
                  (value ?? '') as (typeof form.values)['ownershipType'],
                )
              }
              error={form.errors.ownershipType}
            />
            <TextInput
              label={t('form.fields.propertySubtype')}
              placeholder={t('form.fields.propertySubtypePlaceholder')}
              maxLength={PROPERTY_LIMITS.subtypeMax}
              {...form.getInputProps('propertySubtype')}
            />
          </SimpleGrid>
        </>
      )}
    </FormSection>
  );
}
