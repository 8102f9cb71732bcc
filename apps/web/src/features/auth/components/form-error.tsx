import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-messages';

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
      {errorMessage(t, error)}
    </Alert>
  );
}
