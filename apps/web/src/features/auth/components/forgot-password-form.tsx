import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { emailSchema } from '@nivaas/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestPasswordReset } from '../api/auth';
import { translateFieldError } from '../../../lib/error-messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const parsed = emailSchema.safeParse(value);
        return parsed.success
          ? null
          : translateFieldError(tc, parsed.error.issues[0]?.message ?? '');
      },
    },
  });

  const submit = form.onSubmit(({ email }) => {
    const address = email.trim().toLowerCase();
    request.mutate(address, { onSuccess: () => setSentTo(address) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {sentTo ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} aria-hidden />}
            title={t('forgot.sentTitle')}
            role="status"
          >
            {t('forgot.sent', { email: sentTo })}
          </Alert>
        ) : null}
        <FormError error={request.error} />
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
