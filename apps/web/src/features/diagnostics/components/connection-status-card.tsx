import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRealtimeClient } from '../../../lib/realtime/realtime-context';
import { useConnectionStatus } from '../../../lib/realtime/use-connection-status';
import { formatTime, intlLocale } from '../../../lib/format';

const STATE_COLORS = {
  idle: 'gray',
  connecting: 'yellow',
  connected: 'teal',
  retrying: 'orange',
  failed: 'red',
  offline: 'gray',
} as const;

/** The connection's state in words, its retry count and when the next retry fires. */
export function ConnectionStatusCard() {
  const { t, i18n } = useTranslation('dev');
  const status = useConnectionStatus();
  const client = useRealtimeClient();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('messageTest.status.title')}
        </Title>
        <Group gap="sm" role="status">
          <Text size="sm">{t('messageTest.status.state')}:</Text>
          <Badge color={STATE_COLORS[status.state]} variant="light" data-testid="connection-state">
            {t(`states.${status.state}`)}
          </Badge>
          {status.attempt > 0 && (
            <Text size="sm" c="gray.7">
              {t('messageTest.status.attempt', {
                attempt: status.attempt,
                max: status.maxAttempts,
              })}
            </Text>
          )}
          {status.nextRetryAt !== null && (
            <Text size="sm" c="gray.7">
              {t('messageTest.status.nextRetry', {
                time: formatTime(status.nextRetryAt, intlLocale(i18n.language), { seconds: true }),
              })}
            </Text>
          )}
        </Group>
        {(status.state === 'failed' || status.state === 'retrying') && (
          <Group>
            <Button size="xs" variant="light" onClick={() => client?.retryNow()}>
              {t('messageTest.status.retryNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
