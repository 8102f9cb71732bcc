import { Alert, Anchor } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Trans } from '../../../lib/trans';
import { useTranslation } from '../../../lib/use-translation';
import { useAppConfig } from '../../../lib/api/config';

/** Without SMTP the server keeps mail in its dev outbox; tell a person running Nivaas locally. */
export function DevOutboxHint({ email }: { email?: string | null }) {
  // Suspends until the auth texts are loaded, so that Trans finds them.
  useTranslation('auth');
  const config = useAppConfig();
  if (config.data?.mail !== 'outbox') return null;
  const href = email ? `/dev/outbox?to=${encodeURIComponent(email)}` : '/dev/outbox';
  return (
    <Alert variant="light" color="gray" icon={<IconMailbox size={18} aria-hidden />}>
      <Trans
        ns="auth"
        i18nKey="verify.outboxHint"
        // /dev/outbox is a server page, not an app route: a full page load is intended
        components={{ outbox: <Anchor inherit href={href} target="_blank" rel="noopener" /> }}
      />
    </Alert>
  );
}
