import {
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { LOOKING_FOR, ROOMMATE_GENDERS, ROOMMATE_LIMITS } from '@nivaas/shared';
import { useRoommatesT } from '../../lib/use-roommates-t';
import { choiceData, type ProfileForm } from './form-types';

/** Step 1: name, photo, bio, gender, age, occupation, what they look for, student mode. */
export function AboutStep({ form }: { form: ProfileForm }) {
  const { t } = useRoommatesT();
  const student = form.getValues().isStudentMode;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('form.firstName')}
          required
          autoComplete="given-name"
          maxLength={ROOMMATE_LIMITS.textMax}
          {...form.getInputProps('firstName')}
          key={form.key('firstName')}
        />
        <TextInput
          label={t('form.lastName')}
          autoComplete="family-name"
          maxLength={ROOMMATE_LIMITS.textMax}
          {...form.getInputProps('lastName')}
          key={form.key('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label={t('form.avatarUrl')}
        type="url"
        inputMode="url"
        maxLength={500}
        {...form.getInputProps('avatarUrl')}
        key={form.key('avatarUrl')}
      />
      <Textarea
        label={t('form.bio')}
        placeholder={t('form.bioPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={ROOMMATE_LIMITS.bioMax}
        {...form.getInputProps('bio')}
        key={form.key('bio')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('form.gender')}
          data={choiceData(ROOMMATE_GENDERS, (g) => t(`values.gender.${g}`), t('form.choose'))}
          {...form.getInputProps('gender')}
          key={form.key('gender')}
        />
        <NumberInput
          label={t('form.age')}
          min={16}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          {...form.getInputProps('age')}
          key={form.key('age')}
        />
      </SimpleGrid>
      <TextInput
        label={t('form.occupation')}
        placeholder={t('form.occupationPlaceholder')}
        maxLength={ROOMMATE_LIMITS.textMax}
        {...form.getInputProps('occupation')}
        key={form.key('occupation')}
      />
      <NativeSelect
        label={t('form.lookingFor')}
        data={choiceData(LOOKING_FOR, (v) => t(`values.lookingFor.${v}`), t('form.choose'))}
        {...form.getInputProps('lookingFor')}
        key={form.key('lookingFor')}
      />
      <Switch
        label={t('form.studentMode')}
        description={t('form.studentModeHint')}
        {...form.getInputProps('isStudentMode', { type: 'checkbox' })}
        key={form.key('isStudentMode')}
      />
      {student ? (
        <TextInput
          label={t('form.collegeName')}
          placeholder={t('filters.collegePlaceholder')}
          maxLength={200}
          {...form.getInputProps('collegeName')}
          key={form.key('collegeName')}
        />
      ) : null}
    </Stack>
  );
}
