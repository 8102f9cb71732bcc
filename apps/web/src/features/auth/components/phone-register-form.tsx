import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerSchema, type SignupRole } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { translateFieldError } from '../../../lib/error-messages';
import { validateWith } from '../../../lib/schema-validate';
import { PhoneCodeForm } from './phone-code-form';
import { RoleCards } from './role-picker';

const phoneSignUpSchema = registerSchema.pick({ firstName: true, lastName: true, role: true });

interface Props {
  initialRole: SignupRole;
  onRoleChange: (role: SignupRole) => void;
}

/** Sign-up by mobile number: names and role as on the email form, no email or password. */
export function PhoneRegisterForm({ initialRole, onRoleChange }: Props) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const form = useForm({
    initialValues: { firstName: '', lastName: '', role: initialRole },
    validate: validateWith(phoneSignUpSchema, (m) => translateFieldError(tc, m)),
    onValuesChange: (values, previous) => {
      if (values.role !== previous.role) onRoleChange(values.role);
    },
  });
  const details = () => {
    if (form.validate().hasErrors) return null;
    const values = phoneSignUpSchema.parse(form.getValues());
    return { firstName: values.firstName, lastName: values.lastName, role: values.role };
  };

  return (
    <Stack gap="md">
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
      <RoleCards
        label={t('register.roleLabel')}
        value={form.values.role}
        onChange={(role) => form.setFieldValue('role', role)}
        error={typeof form.errors.role === 'string' ? form.errors.role : undefined}
      />
      <PhoneCodeForm mode="sign-up" signUp={details} />
    </Stack>
  );
}
