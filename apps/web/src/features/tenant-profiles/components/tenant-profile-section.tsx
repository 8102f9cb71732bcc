import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { AnswerFields } from '../../../components/application-form/answer-fields';
import { humanizeFieldName } from '../../../components/application-form/field-text';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldErrors } from '../../../lib/error-messages';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { useSaveTenantProfile, useTenantProfile } from '../api/tenant-profile';
import {
  otherSavedAnswers,
  PROFILE_FIELDS,
  profileFieldsToSave,
  profileFormValues,
} from '../lib/profile-fields';
import { useProfileT } from '../lib/use-profile-t';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

type Values = Record<string, string | number>;

/**
 * The seeker's answers, kept once: every application form fills the questions it shares with
 * them, matched by the question's name. Answers to owners' own questions are listed too.
 */
export function TenantProfileSection() {
  const { t } = useProfileT();
  const headingId = useId();
  const query = useTenantProfile();
  // A link to #answers (from an application form) lands here once the answers are on screen.
  useEffect(() => {
    if (query.isSuccess && window.location.hash === '#answers')
      document.getElementById('answers')?.scrollIntoView({ block: 'start' });
  }, [query.isSuccess]);

  let body;
  if (query.isPending) body = <QuerySkeleton rows={3} h={36} />;
  else if (query.isError) {
    const signedOut = query.error instanceof ApiError && query.error.status === 401;
    body = signedOut ? (
      <Alert color="red" variant="light" role="alert" title={t('signIn')} />
    ) : (
      <QueryFailure title={t('loadFailed')} query={query} retryLabel={t('retry')} />
    );
  } else
    body = (
      <ProfileForm
        key={query.data.profile?.updatedAt ?? 'new'}
        saved={query.data.profile?.fields ?? {}}
        updatedAt={query.data.profile?.updatedAt ?? null}
      />
    );

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      id="answers"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('lead')}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}

function ProfileForm({ saved, updatedAt }: { saved: Values; updatedAt: string | null }) {
  const { t, i18n } = useProfileT();
  const save = useSaveTenantProfile();
  const [values, setValues] = useState<Values>(() => profileFormValues(saved));
  const [removed, setRemoved] = useState<string[]>([]);
  const others = otherSavedAnswers(saved).filter(([name]) => !removed.includes(name));
  const fieldErrors =
    save.error instanceof ApiError ? translateFieldErrors(t, save.error.fields) : {};
  const set = (name: string) => (v: unknown) =>
    setValues((old) => ({
      ...old,
      [name]: typeof v === 'number' || typeof v === 'string' ? v : '',
    }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const kept = Object.fromEntries(Object.entries(values).filter(([n]) => !removed.includes(n)));
    save.mutate(
      { fields: profileFieldsToSave(kept) },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('saved') }) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <AnswerFields
          fields={PROFILE_FIELDS}
          allOptional
          inputProps={(name) => ({
            value: values[name] ?? '',
            onChange: set(name),
            error: fieldErrors[`fields.${name}`],
          })}
        />
        {others.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('others')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('othersLead')}
            </Text>
            {others.map(([name]) => (
              <Group key={name} align="flex-end" wrap="nowrap" gap="xs">
                <TextInput
                  flex={1}
                  label={humanizeFieldName(name)}
                  value={String(values[name] ?? '')}
                  onChange={(e) => set(name)(e.currentTarget.value)}
                  error={fieldErrors[`fields.${name}`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={t('forget', { name: humanizeFieldName(name) })}
                  onClick={() => setRemoved((r) => [...r, name])}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : null}
        {save.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('saveFailed')}>
            {save.error instanceof ApiError && save.error.status === 401
              ? t('signIn')
              : errorMessage(t, save.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          {updatedAt ? (
            <Text size="xs" c="gray.7">
              {t('savedAt', { date: formatDateTime(updatedAt, intlLocale(i18n.language)) })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
