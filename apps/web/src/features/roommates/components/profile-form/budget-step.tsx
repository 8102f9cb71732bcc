import { MultiSelect, NativeSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { CITIES, ROOMMATE_LIMITS, findCity, getStates } from '@nivaas/shared';
import { usePlaceNames } from '../../../../lib/place-names';
import { useRoommatesT } from '../../lib/use-roommates-t';
import type { ProfileForm } from './form-types';

/** Step 2: the monthly budget, then state, city and preferred localities from the dataset. */
export function BudgetStep({ form }: { form: ProfileForm }) {
  const { t } = useRoommatesT();
  const places = usePlaceNames();
  const { state, city } = form.getValues();
  const cities = CITIES.filter((c) => !state || c.state === state).map((c) => c.name);
  const localities = findCity(city)?.localities.map((l) => l.name) ?? [];
  const amount = {
    min: 0,
    max: ROOMMATE_LIMITS.budgetMax,
    allowDecimal: false,
    allowNegative: false,
    thousandSeparator: ',',
    thousandsGroupStyle: 'lakh' as const,
    prefix: '₹',
    inputMode: 'numeric' as const,
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t('form.budgetMin')}
          {...amount}
          {...form.getInputProps('budget.min')}
          key={form.key('budget.min')}
        />
        <NumberInput
          label={t('form.budgetMax')}
          {...amount}
          {...form.getInputProps('budget.max')}
          key={form.key('budget.max')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('form.state')}
          data={[{ value: '', label: t('form.chooseState') }, ...places.stateItems(getStates())]}
          {...form.getInputProps('state')}
          onChange={(e) => {
            const next = e.currentTarget.value;
            form.setFieldValue('state', next);
            if (next && findCity(form.getValues().city)?.state !== next) {
              form.setFieldValue('city', '');
              form.setFieldValue('preferredLocations', []);
            }
          }}
          key={form.key('state')}
        />
        <NativeSelect
          label={t('form.city')}
          data={[{ value: '', label: t('form.chooseCity') }, ...places.cityItems(cities)]}
          {...form.getInputProps('city')}
          onChange={(e) => {
            const next = findCity(e.currentTarget.value);
            form.setFieldValue('city', next?.name ?? '');
            if (next) form.setFieldValue('state', next.state);
            const names = new Set(next?.localities.map((l) => l.name));
            form.setFieldValue(
              'preferredLocations',
              form.getValues().preferredLocations.filter((l) => names.has(l)),
            );
          }}
          key={form.key('city')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('form.localities')}
        placeholder={localities.length > 0 ? t('form.localitiesPlaceholder') : undefined}
        description={localities.length === 0 ? t('form.localitiesHint') : undefined}
        disabled={localities.length === 0}
        data={places.localityItems(localities)}
        searchable
        clearable
        maxValues={ROOMMATE_LIMITS.locationsMax}
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('preferredLocations')}
        key={form.key('preferredLocations')}
      />
    </Stack>
  );
}
