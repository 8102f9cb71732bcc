import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PingResult } from '../ping';
import { useConnectionStatus } from '../../../lib/realtime/use-connection-status';
import { usePing } from '../use-ping';

const KEEP = 5;

/** 'Send ping': the round trip over the live connection, and which server instance answered. */
export function PingPanel() {
  const { t } = useTranslation('dev');
  const { state } = useConnectionStatus();
  const ping = usePing();
  const [results, setResults] = useState<PingResult[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const connected = state === 'connected';

  const send = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const result = await ping();
      setResults((prev) => [result, ...prev].slice(0, KEEP));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('messageTest.ping.title')}
        </Title>
        <div>
          <Button onClick={() => void send()} loading={busy} disabled={!connected}>
            {t('messageTest.ping.send')}
          </Button>
        </div>
        {!connected && (
          <Text size="sm" c="gray.7">
            {t('messageTest.ping.notConnected')}
          </Text>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('messageTest.ping.failed')}
          </Alert>
        )}
        {results.length > 0 && (
          <div role="log" aria-label={t('messageTest.ping.history')}>
            <List size="sm" spacing={4}>
              {results.map((r) => (
                <List.Item key={r.at}>
                  {t('messageTest.ping.result', { ms: r.roundTripMs, instance: r.serverInstance })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
