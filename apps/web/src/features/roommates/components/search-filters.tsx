import { Button, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  CITIES,
  FOOD_PREFERENCES,
  ROOMMATE_GENDERS,
  ROOMMATE_LIMITS,
  SUBSTANCE_FILTERS,
  getStates,
  type FoodPreference,
  type SubstanceFilter,
} from '@nivaas/shared';
import { CAPACITY_CHOICES, type RoommateFilters, type RoommateGender } from '../lib/search-params';
import { usePlaceNames } from '../../../lib/place-names';
import { useRoommatesT } from '../lib/use-roommates-t';
import { AmountInput } from './amount-input';

const orUndefined = <T extends string>(v: string): T | undefined =>
  v === '' ? undefined : (v as T);
const boolChoice = (v: string): boolean | undefined =>
  v === 'true' ? true : v === 'false' ? false : undefined;

/** Every filter of the roommate search; each change goes straight to the URL. */
export function SearchFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: RoommateFilters;
  onChange: (patch: Partial<RoommateFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useRoommatesT();
  const places = usePlaceNames();
  const states = getStates();
  const cityGroups = states
    .filter((s) => !filters.state || s === filters.state)
    .map((state) => ({
      group: places.state(state),
      items: places.cityItems(CITIES.filter((c) => c.state === state).map((c) => c.name)),
    }));
  const any = { value: '', label: t('filters.any') };

  return (
    <Stack
      gap="sm"
      component="form"
      role="search"
      aria-label={t('filters.title')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
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
        <CollegeInput value={filters.college} onCommit={(college) => onChange({ college })} />
        <Switch
          label={t('filters.studentMode')}
          checked={filters.studentMode === true}
          onChange={(e) => onChange({ studentMode: e.currentTarget.checked || undefined })}
          mt={{ base: 0, xs: 'lg', md: 0 }}
        />
        <AmountInput
          label={t('filters.budgetMin')}
          value={filters.budgetMin}
          max={ROOMMATE_LIMITS.budgetMax}
          prefix="₹"
          onCommit={(budgetMin) => onChange({ budgetMin })}
        />
        <AmountInput
          label={t('filters.budgetMax')}
          value={filters.budgetMax}
          max={ROOMMATE_LIMITS.budgetMax}
          prefix="₹"
          onCommit={(budgetMax) => onChange({ budgetMax })}
        />
        <NativeSelect
          label={t('filters.gender')}
          value={filters.gender ?? ''}
          onChange={(e) => onChange({ gender: orUndefined<RoommateGender>(e.currentTarget.value) })}
          data={[
            any,
            ...ROOMMATE_GENDERS.map((g) => ({ value: g, label: t(`values.gender.${g}`) })),
          ]}
        />
        <NativeSelect
          label={t('filters.food')}
          value={filters.foodPreference ?? ''}
          onChange={(e) =>
            onChange({ foodPreference: orUndefined<FoodPreference>(e.currentTarget.value) })
          }
          data={[
            any,
            ...FOOD_PREFERENCES.filter((f) => f !== 'no-preference').map((f) => ({
              value: f,
              label: t(`values.food.${f}`),
            })),
          ]}
        />
        <AmountInput
          label={t('filters.ageMin')}
          value={filters.ageMin}
          min={16}
          max={100}
          onCommit={(ageMin) => onChange({ ageMin })}
        />
        <AmountInput
          label={t('filters.ageMax')}
          value={filters.ageMax}
          min={16}
          max={100}
          onCommit={(ageMax) => onChange({ ageMax })}
        />
        <NativeSelect
          label={t('filters.room')}
          value={filters.hasRoom === undefined ? '' : String(filters.hasRoom)}
          onChange={(e) => onChange({ hasRoom: boolChoice(e.currentTarget.value) })}
          data={[
            { value: '', label: t('filters.roomAny') },
            { value: 'true', label: t('filters.hasRoom') },
            { value: 'false', label: t('filters.looking') },
          ]}
        />
        <NativeSelect
          label={t('filters.capacity')}
          value={filters.capacity ?? ''}
          onChange={(e) => onChange({ capacity: orUndefined(e.currentTarget.value) })}
          data={[
            { value: '', label: t('filters.capacityAny') },
            ...CAPACITY_CHOICES.map((c) => ({
              value: c,
              label: c.endsWith('+')
                ? t('filters.capacityAtLeast', { count: Number.parseInt(c, 10) })
                : t('filters.capacityExact', { count: Number(c) }),
            })),
          ]}
        />
        <NativeSelect
          label={t('filters.substance')}
          value={filters.substance ?? ''}
          onChange={(e) =>
            onChange({ substance: orUndefined<SubstanceFilter>(e.currentTarget.value) })
          }
          data={[
            { value: '', label: t('filters.substanceAny') },
            ...SUBSTANCE_FILTERS.map((s) => ({
              value: s,
              label: t(`filters.substanceValues.${s}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('filters.sort')}
          value={filters.sort}
          onChange={(e) =>
            onChange({
              sort: e.currentTarget.value === 'compatibility' ? 'compatibility' : 'recent',
            })
          }
          data={(['recent', 'compatibility'] as const).map((s) => ({
            value: s,
            label: t(`filters.sortValues.${s}`),
          }))}
        />
      </SimpleGrid>
      <Button variant="subtle" onClick={onClear} type="button">
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}

/** The college box reports on leaving it or Enter, like the amounts. */
function CollegeInput({
  value,
  onCommit,
}: {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const { t } = useRoommatesT();
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const next = draft.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      label={t('filters.college')}
      placeholder={t('filters.collegePlaceholder')}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      maxLength={200}
    />
  );
}
