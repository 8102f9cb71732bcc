import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { emailSchema } from '@nivaas/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useResendVerification } from '../api/auth';
import { useCooldown } from '../lib/use-cooldown';
import { translateFieldError } from '../../../lib/error-messages';
import { EmailField } from './email-field';
import { FormError } from './form-error';

export const RESEND_COOLDOWN_S = 30;

interface Props {
  /** Known address (from the link or the sign-up); without one the person types it. */
  email: string | null;
  /** A mail was sent just before this screen opened, so the cooldown starts at once. */
  justSent: boolean;
}

/** "Resend verification email", held back 30 s after each send so inboxes are not flooded. */
export function ResendVerification({ email, justSent }: Props) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const resend = useResendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_S, justSent && Boolean(email));
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = () => {
    const address = email ?? typed;
    const parsed = emailSchema.safeParse(address);
    if (!parsed.success) {
      setFieldError(translateFieldError(tc, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(null);
    resend.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data);
        cooldown.start();
      },
    });
  };

  const waiting = cooldown.remaining > 0;
  return (
    <Stack gap="sm">
      {sentTo ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck size={18} aria-hidden />}
          title={t('verify.resentTitle')}
          role="status"
        >
          {t('verify.resent', { email: sentTo })}
        </Alert>
      ) : null}
      <FormError error={resend.error} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <Stack gap="sm">
          {email ? null : (
            <EmailField
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={fieldError}
            />
          )}
          <Button
            type="submit"
            variant="light"
            size="md"
            fullWidth
            loading={resend.isPending}
            disabled={waiting}
          >
            {waiting ? t('verify.resendIn', { seconds: cooldown.remaining }) : t('verify.resend')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
