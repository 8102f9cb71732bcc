import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { VALIDATION } from '@nivaas/shared';
import { personalWords } from '@nivaas/shared/password-strength';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useChangePassword } from '../api/auth';
import { useSession } from '../../../lib/session';
import { toAuthFailure } from '../lib/auth-error';
import { newPasswordErrors } from '../lib/new-password';
import { NewPasswordField } from './new-password-field';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

/** Current + new password; other devices are signed out on success. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const change = useChangePassword();
  const { data: me } = useSession();
  const ownWords = personalWords(me ?? {});
  const titleId = useId();
  const form = useForm({
    initialValues: { current: '', password: '', confirm: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.current) errors.current = translateFieldError(tc, VALIDATION.required);
      const problems = newPasswordErrors(values.password, values.confirm, ownWords);
      for (const [k, m] of Object.entries(problems)) {
        errors[k] = translateFieldError(tc, m);
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(
      { currentPassword: values.current, newPassword: values.password },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({
            color: 'teal',
            title: t('changePassword.doneTitle'),
            message: t('changePassword.done'),
          });
        },
        onError: (err) => {
          const failure = toAuthFailure(err);
          if (failure.code === 'INVALID_PASSWORD')
            form.setFieldError('current', errorMessage(tc, err));
          if (failure.fields.newPassword)
            form.setFieldError('password', translateFieldError(tc, failure.fields.newPassword));
        },
      },
    ),
  );

  const failure = change.error ? toAuthFailure(change.error) : null;
  return (
    <section aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('changePassword.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('changePassword.note')}
          </Text>
          <FormError
            error={
              failure && failure.code !== 'INVALID_PASSWORD' && !failure.fields.newPassword
                ? change.error
                : null
            }
          />
          <PasswordField
            label={t('changePassword.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current')}
          />
          <NewPasswordField
            label={t('changePassword.new')}
            ownWords={ownWords}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('changePassword.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
