import { NativeSelect, SimpleGrid, Stack, Switch, TagsInput } from '@mantine/core';
import {
  CLEANLINESS_LEVELS,
  FOOD_PREFERENCES,
  GUEST_POLICIES,
  PARTYING,
  ROOMMATE_LIMITS,
  SLEEP_PATTERNS,
  WORK_SCHEDULES,
} from '@nivaas/shared';
import { useRoommatesT } from '../../lib/use-roommates-t';
import { choiceData, type ProfileForm } from './form-types';

/** Step 3: habits, food, schedule, cleanliness, sleep, partying, guests, languages, interests. */
export function LifestyleStep({ form }: { form: ProfileForm }) {
  const { t } = useRoommatesT();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Switch
          label={t('form.smoking')}
          {...form.getInputProps('lifestyle.smoking', { type: 'checkbox' })}
          key={form.key('lifestyle.smoking')}
        />
        <Switch
          label={t('form.drinking')}
          {...form.getInputProps('lifestyle.drinking', { type: 'checkbox' })}
          key={form.key('lifestyle.drinking')}
        />
        <Switch
          label={t('form.pets')}
          {...form.getInputProps('lifestyle.pets', { type: 'checkbox' })}
          key={form.key('lifestyle.pets')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('form.food')}
          data={choiceData(FOOD_PREFERENCES, (v) => t(`values.food.${v}`))}
          {...form.getInputProps('lifestyle.foodPreference')}
          key={form.key('lifestyle.foodPreference')}
        />
        <NativeSelect
          label={t('form.workSchedule')}
          data={choiceData(WORK_SCHEDULES, (v) => t(`values.workSchedule.${v}`))}
          {...form.getInputProps('lifestyle.workSchedule')}
          key={form.key('lifestyle.workSchedule')}
        />
        <NativeSelect
          label={t('form.cleanliness')}
          data={choiceData(CLEANLINESS_LEVELS, (v) => t(`values.cleanliness.${v}`))}
          {...form.getInputProps('lifestyle.cleanliness')}
          key={form.key('lifestyle.cleanliness')}
        />
        <NativeSelect
          label={t('form.sleepPattern')}
          data={choiceData(SLEEP_PATTERNS, (v) => t(`values.sleepPattern.${v}`), t('form.choose'))}
          {...form.getInputProps('sleepPattern')}
          key={form.key('sleepPattern')}
        />
        <NativeSelect
          label={t('form.partying')}
          data={choiceData(PARTYING, (v) => t(`values.partying.${v}`), t('form.choose'))}
          {...form.getInputProps('partying')}
          key={form.key('partying')}
        />
        <NativeSelect
          label={t('form.guestPolicy')}
          data={choiceData(GUEST_POLICIES, (v) => t(`values.guestPolicy.${v}`), t('form.choose'))}
          {...form.getInputProps('guestPolicy')}
          key={form.key('guestPolicy')}
        />
      </SimpleGrid>
      <TagsInput
        label={t('form.languages')}
        placeholder={t('form.languagesPlaceholder')}
        maxTags={ROOMMATE_LIMITS.listMax}
        clearable
        {...form.getInputProps('languages')}
        key={form.key('languages')}
      />
      <TagsInput
        label={t('form.interests')}
        placeholder={t('form.interestsPlaceholder')}
        maxTags={ROOMMATE_LIMITS.listMax}
        clearable
        {...form.getInputProps('interests')}
        key={form.key('interests')}
      />
    </Stack>
  );
}
