import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginSchema } from '@nivaas/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { validateWith } from '../../../lib/schema-validate';
import { useSignIn } from '../api/auth';
import { toAuthFailure } from '../lib/auth-error';
import { translateFieldError } from '../../../lib/error-messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';
import { useIsClient } from '../../../components/ui/client-only';
import classes from './login-form.module.css';

interface Props {
  /** The account exists but its email is not verified yet. */
  onUnverified: (email: string) => void;
}

/**
 * Email + password sign-in. The account's own role decides where the person lands: once the
 * session query holds the person, the sign-in route's guard sends them on.
 */
export function LoginForm({ onUnverified }: Props) {
  const { t } = useTranslation('auth');
  // Until the app has taken over the drawn form it waits: a submit then would send the fields
  // in the page's address, and what was typed would not reach the form's state.
  const live = useIsClient();
  const { t: tc } = useTranslation('common');
  const signIn = useSignIn();
  const [twoFactor, setTwoFactor] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: validateWith(loginSchema, (m) => translateFieldError(tc, m)),
  });

  const submit = form.onSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (result) => setTwoFactor(result.twoFactorRequired),
      onError: (err) => {
        if (toAuthFailure(err).code === 'EMAIL_NOT_VERIFIED')
          onUnverified(values.email.trim().toLowerCase());
      },
    }),
  );

  if (twoFactor)
    return (
      <TwoFactorStep
        onCancel={() => {
          setTwoFactor(false);
          signIn.reset();
        }}
      />
    );
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!live} className={classes.fieldset}>
        <Stack gap="md">
          <FormError error={signIn.error} title={t('login.failed')} />
          <EmailField
            autoComplete="username"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Stack gap={4}>
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              required
              size="md"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/auth/forgot-password" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={signIn.isPending || !live}>
            {t('login.submit')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
