import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { describeError, errorMessage } from '../../../lib/error-messages';

/**
 * The red alert above an auth form when the request failed, in the reader's language. Shows
 * nothing while there is no error, so forms render it unconditionally.
 */
export function FormError({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation('common');
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      role="alert"
    >
      {withSuspensionReason(errorMessage(t, error), error)}
    </Alert>
  );
}

/**
 * A suspended account is told why: the server's message carries the admin's own words after
 * "Your account is suspended: ", which no translation can know, so they are added as written.
 */
export function withSuspensionReason(text: string, error: unknown): string {
  const { reason, message } = describeError(error);
  if (reason !== 'auth.suspended' || !message) return text;
  const cut = message.indexOf(': ');
  return cut === -1 ? text : `${text}: ${message.slice(cut + 2)}`;
}
