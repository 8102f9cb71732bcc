import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerSchema, type RegisterInput, type SignupRole } from '@nivaas/shared';
import { personalWords } from '@nivaas/shared/password-strength';
import { useTranslation } from '../../../lib/use-translation';
import { validateWith } from '../../../lib/schema-validate';
import { useSignUp } from '../api/auth';
import { toAuthFailure } from '../lib/auth-error';
import { ratePasswordNow } from '../lib/password-strength';
import { NewPasswordField } from './new-password-field';
import { RoleCards } from './role-picker';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { useIsClient } from '../../../components/ui/client-only';
import classes from './login-form.module.css';

interface Props {
  initialRole: SignupRole;
  onRoleChange: (role: SignupRole) => void;
  onRegistered: (email: string) => void;
}

const EMAIL_TAKEN = ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'];

/** Sign-up with the shared registerSchema: the same rules the server applies. */
export function RegisterForm({ initialRole, onRoleChange, onRegistered }: Props) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  // Until the app has taken over the drawn form it waits (as sign-in's does): a submit then
  // would send the password in the page's address.
  const live = useIsClient();
  const signUp = useSignUp();
  const checkSchema = validateWith(registerSchema, (m) => translateFieldError(tc, m));
  const form = useForm<RegisterInput>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', role: initialRole },
    validate: (values) => {
      const errors = checkSchema(values);
      // The server refuses a weak password too; saying so here spares a round trip.
      const rating = errors.password
        ? null
        : ratePasswordNow(values.password, personalWords(values));
      if (rating?.problem) errors.password = translateFieldError(tc, rating.problem);
      return errors;
    },
    onValuesChange: (values, previous) => {
      if (values.role !== previous.role) onRoleChange(values.role);
    },
  });

  const submit = form.onSubmit((values) => {
    const input = registerSchema.parse(values);
    signUp.mutate(input, {
      onSuccess: onRegistered,
      onError: (err) => {
        const failure = toAuthFailure(err);
        if (EMAIL_TAKEN.includes(failure.code)) form.setFieldError('email', errorMessage(tc, err));
        if (failure.fields.password)
          form.setFieldError('password', translateFieldError(tc, failure.fields.password));
      },
    });
  });

  const failure = signUp.error ? toAuthFailure(signUp.error) : null;
  const showAlert = failure && !EMAIL_TAKEN.includes(failure.code) && !failure.fields.password;

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!live} className={classes.fieldset}>
        <Stack gap="md">
          <FormError error={showAlert ? signUp.error : null} title={t('register.failed')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              size="md"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              size="md"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <EmailField {...form.getInputProps('email')} />
          <NewPasswordField
            label={t('fields.password')}
            size="md"
            ownWords={personalWords(form.values)}
            {...form.getInputProps('password')}
          />
          <RoleCards
            label={t('register.roleLabel')}
            value={form.values.role}
            onChange={(role) => form.setFieldValue('role', role)}
            error={typeof form.errors.role === 'string' ? form.errors.role : undefined}
          />
          <Group grow>
            <Button type="submit" size="md" loading={signUp.isPending || !live}>
              {t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
