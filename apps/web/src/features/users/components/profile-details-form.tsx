import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  BIO_MAX_CHARS,
  NAME_MAX_CHARS,
  profileUpdateSchema,
  type SessionUser,
} from '@nivaas/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { validateWith } from '../../../lib/schema-validate';
import { useUpdateProfile } from '../api/profile';
import { localPhone } from '../lib/phone';

/** Name, phone, bio and (owners) whether listings show the phone; validated with the shared profileUpdateSchema, as on the server. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const update = useUpdateProfile();
  const titleId = useId();
  const form = useForm({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: localPhone(user.phone),
      bio: user.bio,
      showPhoneOnListings: user.showPhoneOnListings,
    },
    validate: validateWith(profileUpdateSchema, (m) => translateFieldError(tc, m)),
  });

  const submit = form.onSubmit((values) => {
    const input = profileUpdateSchema.parse(values);
    update.mutate(input, {
      onSuccess: (saved) => {
        const next = {
          firstName: saved.firstName,
          lastName: saved.lastName,
          phone: localPhone(saved.phone),
          bio: saved.bio,
          showPhoneOnListings: saved.showPhoneOnListings,
        };
        form.setInitialValues(next);
        form.setValues(next);
        notifications.show({
          color: 'teal',
          title: t('details.savedTitle'),
          message: t('details.saved'),
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length) {
          form.setErrors(
            Object.fromEntries(
              Object.entries(err.fields).map(([k, m]) => [k, translateFieldError(tc, m)]),
            ),
          );
        }
      },
    });
  });

  const fieldErrors =
    update.error instanceof ApiError && Object.keys(update.error.fields).length > 0;
  return (
    <section aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('details.title')}
          </Title>
          {update.isError && !fieldErrors ? (
            <Alert color="red" variant="light" role="alert" title={t('details.failed')}>
              {errorMessage(tc, update.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('details.firstName')}
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_CHARS}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('details.lastName')}
              autoComplete="family-name"
              required
              maxLength={NAME_MAX_CHARS}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('details.phone')}
            description={t('details.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            leftSection="+91"
            leftSectionWidth={48}
            placeholder="98765 43210"
            {...form.getInputProps('phone')}
          />
          {user.userType === 'owner' && (
            <Switch
              label={t('details.showPhone')}
              description={t('details.showPhoneHint')}
              {...form.getInputProps('showPhoneOnListings', { type: 'checkbox' })}
            />
          )}
          <Textarea
            label={t('details.bio')}
            placeholder={t('details.bioPlaceholder')}
            autosize
            minRows={3}
            maxRows={8}
            description={t('details.bioCount', {
              count: form.values.bio.length,
              max: BIO_MAX_CHARS,
            })}
            {...form.getInputProps('bio')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('details.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
