import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useMe } from '../../../lib/session';
import { ConnectionStatusCard } from '../../../features/diagnostics/components/connection-status-card';
import { EchoPanel } from '../../../features/diagnostics/components/echo-panel';
import { PingPanel } from '../../../features/diagnostics/components/ping-panel';
import { DiagnosticsOnly } from './diagnostics-only';
import { SignedOutNotice } from './signed-out-notice';

/** /message-test: the realtime round trip (development and demo only). */
export default function MessageTestPage() {
  return (
    <DiagnosticsOnly>
      <MessageTest />
    </DiagnosticsOnly>
  );
}

function MessageTest() {
  const { t } = useTranslation('dev');
  useDocumentTitle(t('messageTest.title'));
  const me = useMe();
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('messageTest.title')}</Title>
        <Text c="gray.7">{t('messageTest.intro')}</Text>
        {me.data === null && <SignedOutNotice />}
        <ConnectionStatusCard />
        {me.data && (
          <>
            <PingPanel />
            <EchoPanel />
          </>
        )}
      </Stack>
    </Container>
  );
}
