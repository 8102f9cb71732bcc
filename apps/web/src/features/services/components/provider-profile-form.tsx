import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  CITIES,
  SERVICE_CATEGORY_KEYS,
  SERVICE_LIMITS,
  type ServiceCategory,
  type SessionUser,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldErrors } from '../../../lib/error-messages';
import { useUpdateProviderProfile } from '../api/provider-profile';
import { areaChoices } from '../lib/areas';
import { useServicesT } from '../lib/use-services-t';

const AREAS = areaChoices(CITIES);
const LANGUAGE_SUGGESTIONS = [
  'English',
  'हिन्दी',
  'తెలుగు',
  'தமிழ்',
  'ಕನ್ನಡ',
  'मराठी',
  'বাংলা',
  'ગુજરાતી',
  'اردو',
  'മലയാളം',
];

/** A provider's own fields: what they do, where, for how long, in which languages. */
export function ProviderProfileForm({ user }: { user: SessionUser }) {
  const { t } = useServicesT();
  const update = useUpdateProviderProfile();
  const [category, setCategory] = useState(user.serviceCategory);
  const [areas, setAreas] = useState<string[]>(user.serviceAreas);
  const [years, setYears] = useState<number | ''>(user.experienceYears ?? '');
  const [languages, setLanguages] = useState<string[]>(user.languages);
  const [saved, setSaved] = useState(false);
  const fields =
    update.error instanceof ApiError ? translateFieldErrors(t, update.error.fields) : {};
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(false);
    update.mutate(
      {
        serviceCategory: category as ServiceCategory | '',
        serviceAreas: areas,
        experienceYears: years === '' ? null : years,
        languages,
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="provider-fields">
      <Stack gap="md">
        <Title order={2} size="h4" id="provider-fields">
          {t('profileForm.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('profileForm.lead')}
        </Text>
        <Select
          label={t('profileForm.category')}
          data={SERVICE_CATEGORY_KEYS.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          value={category || null}
          onChange={(v) => setCategory(v ?? '')}
          error={fields.serviceCategory}
          clearable
        />
        <MultiSelect
          label={t('profileForm.areas')}
          data={AREAS}
          value={areas}
          onChange={setAreas}
          searchable
          limit={50}
          maxValues={SERVICE_LIMITS.areasMax}
          error={fields.serviceAreas}
        />
        <NumberInput
          label={t('profileForm.experience')}
          min={0}
          max={SERVICE_LIMITS.experienceMax}
          allowDecimal={false}
          value={years}
          onChange={(v) => setYears(typeof v === 'number' ? v : '')}
          error={fields.experienceYears}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="provider-languages">
            {t('profileForm.languages')}
          </Text>
          <Chip.Group multiple value={languages} onChange={setLanguages}>
            <Group gap={6} role="group" aria-labelledby="provider-languages">
              {[...new Set([...LANGUAGE_SUGGESTIONS, ...languages])].map((l) => (
                <Chip key={l} value={l} size="sm">
                  {l}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {fields.languages ? (
            <Text size="sm" c="red" role="alert">
              {fields.languages}
            </Text>
          ) : null}
        </Stack>
        {update.isError && Object.keys(fields).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, update.error)}
          </Alert>
        ) : null}
        {saved ? (
          <Text size="sm" c="green" role="status">
            {t('profileForm.saved')}
          </Text>
        ) : null}
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('profileForm.save')}
        </Button>
      </Stack>
    </form>
  );
}
