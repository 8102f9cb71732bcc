import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { emailSchema } from '@nivaas/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeEmail } from '../api/auth';
import { translateFieldError } from '../../../lib/error-messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';

/** Change of sign-in email through the auth library: confirmed by a mailed link. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const change = useChangeEmail();
  const titleId = useId();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { newEmail: '' },
    validate: {
      newEmail: (value) => {
        const parsed = emailSchema.safeParse(value);
        if (!parsed.success) return translateFieldError(tc, parsed.error.issues[0]?.message ?? '');
        return parsed.data === currentEmail.toLowerCase() ? t('changeEmail.sameEmail') : null;
      },
    },
  });

  const submit = form.onSubmit(({ newEmail }) =>
    change.mutate(newEmail, { onSuccess: () => form.reset() }),
  );

  return (
    <section aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('changeEmail.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('changeEmail.current', { email: currentEmail })}
          </Text>
          {change.isSuccess ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconMailCheck size={18} aria-hidden />}
              title={t('changeEmail.sentTitle')}
              role="status"
            >
              {t('changeEmail.sent')}
            </Alert>
          ) : null}
          <FormError error={change.error} />
          <EmailField
            label={t('changeEmail.newEmail')}
            size="sm"
            key={form.key('newEmail')}
            {...form.getInputProps('newEmail')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={change.isPending}>
              {t('changeEmail.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
