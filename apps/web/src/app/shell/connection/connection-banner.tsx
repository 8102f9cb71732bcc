import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import { bannerKind } from './connection-view';
import { useRealtimeClient } from '../../../lib/realtime/realtime-context';
import { useConnectionStatus } from '../../../lib/realtime/use-connection-status';

/**
 * The notice under the header while live updates are interrupted: a polite status while
 * retrying or offline, an alert once the retries are used up.
 */
export function ConnectionBanner() {
  const { t, ready } = useTranslation('realtime', { useSuspense: false });
  const { state } = useConnectionStatus();
  const { online } = useNetwork();
  const client = useRealtimeClient();
  const kind = bannerKind(state, online);
  if (!ready || !kind) return null;

  if (kind === 'failed') {
    return (
      <Alert color="red" variant="light" radius={0} role="alert" py="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('banner.failed')}</Text>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={() => client?.retryNow()}>
              {t('banner.tryAgain')}
            </Button>
            <Button size="compact-sm" color="red.8" onClick={() => window.location.reload()}>
              {t('banner.refresh')}
            </Button>
          </Group>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      color={kind === 'offline' ? 'gray' : 'yellow'}
      variant="light"
      radius={0}
      role="status"
      py="xs"
    >
      <Text size="sm">{t(`banner.${kind}`)}</Text>
    </Alert>
  );
}
