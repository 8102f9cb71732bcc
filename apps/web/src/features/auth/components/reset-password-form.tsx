import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/use-translation';
import { useResetPassword } from '../api/auth';
import { toAuthFailure } from '../lib/auth-error';
import { newPasswordErrors } from '../lib/new-password';
import { NewPasswordField } from './new-password-field';
import { translateFieldError } from '../../../lib/error-messages';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

/** New password + confirmation for the token from the reset mail. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const errors = newPasswordErrors(values.password, values.confirm);
      return Object.fromEntries(
        Object.entries(errors).map(([k, m]) => [k, translateFieldError(tc, m)]),
      );
    },
  });

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: onDone,
        onError: (err) => {
          const weak = toAuthFailure(err).fields.newPassword;
          if (weak) form.setFieldError('password', translateFieldError(tc, weak));
        },
      },
    ),
  );
  const failure = reset.error ? toAuthFailure(reset.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={failure && !failure.fields.newPassword ? reset.error : null} />
        <NewPasswordField
          label={t('reset.newPassword')}
          size="md"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('reset.confirm')}
          autoComplete="new-password"
          required
          size="md"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
