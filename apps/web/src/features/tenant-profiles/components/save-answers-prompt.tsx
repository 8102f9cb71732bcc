import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ApplicationFormField } from '@nivaas/shared';
import { useFieldText } from '../../../components/application-form/field-text';
import { errorMessage } from '../../../lib/error-messages';
import { useSaveTenantProfile, useTenantProfile } from '../api/tenant-profile';
import { changedAnswers, mergeAnswers } from '../lib/profile-fields';
import { useProfileT } from '../lib/use-profile-t';

/**
 * After an application: offers to keep its answers in the seeker's profile, so the next form
 * fills itself. Says which answers would change; says nothing when none would.
 */
export function SaveAnswersPrompt({
  fields,
  answers,
}: {
  fields: readonly ApplicationFormField[];
  answers: Record<string, string | number>;
}) {
  const { t } = useProfileT();
  const text = useFieldText();
  const profile = useTenantProfile();
  const save = useSaveTenantProfile();
  const [dismissed, setDismissed] = useState(false);
  if (!profile.isSuccess || dismissed) return null;
  const saved = profile.data.profile?.fields ?? {};
  if (save.isSuccess)
    return (
      <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
        {t('prompt.done')}
      </Alert>
    );
  const changed = changedAnswers(saved, answers);
  if (changed.length === 0) return null;
  const labelOf = (name: string) => {
    const field = fields.find((f) => f.name === name);
    return field ? text.label(field) : name;
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('prompt.title')}</Text>
        <Text size="sm" c="gray.7">
          {t('prompt.text', { fields: changed.map(labelOf).join(', ') })}
        </Text>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('saveFailed')}>
            {errorMessage(t, save.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ fields: mergeAnswers(saved, answers) })}
          >
            {t('prompt.update')}
          </Button>
          <Button variant="default" onClick={() => setDismissed(true)} disabled={save.isPending}>
            {t('prompt.skip')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
