import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { DiagnosticsSession, SessionUser } from '@nivaas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { sessionKey, useMe } from '../../../lib/session';
import {
  diagnosticsSessionQuery,
  useDiagnosticsSession,
} from '../../../features/diagnostics/api/diagnostics-session';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { DiagnosticsOnly } from './diagnostics-only';
import { SignedOutNotice } from './signed-out-notice';

/** The auth test page: the server's view of the session beside the app's (development and demo only). */
export default function AuthTestPage() {
  return (
    <DiagnosticsOnly>
      <AuthTest />
    </DiagnosticsOnly>
  );
}

type Row = [label: string, value: ReactNode];

function AuthTest() {
  const { t, i18n } = useTranslation('dev');
  useDocumentTitle(t('authTest.title'));
  const queryClient = useQueryClient();
  const server = useDiagnosticsSession(true);
  const me = useMe();
  const locale = intlLocale(i18n.language);
  const yesNo = (v: boolean) => (v ? t('authTest.yes') : t('authTest.no'));

  const serverRows = (s: DiagnosticsSession): Row[] => [
    [t('authTest.fields.userId'), s.userId],
    [t('authTest.fields.email'), s.email],
    [t('authTest.fields.role'), <RoleBadge role={s.role} size="sm" />],
    [t('authTest.fields.emailVerified'), yesNo(s.emailVerified)],
    [t('authTest.fields.sessionExpiresAt'), formatDateTime(s.sessionExpiresAt, locale)],
    [t('authTest.fields.instanceId'), s.instanceId],
    [t('authTest.fields.realtime'), t(`authTest.realtime.${s.realtime}`)],
  ];
  const clientRows = (u: SessionUser): Row[] => [
    [t('authTest.fields.userId'), u.id],
    [t('authTest.fields.email'), u.email],
    [t('authTest.fields.name'), `${u.firstName} ${u.lastName}`.trim()],
    [t('authTest.fields.role'), <RoleBadge role={u.userType} size="sm" />],
    [t('authTest.fields.emailVerified'), yesNo(u.emailVerified)],
    [t('authTest.fields.lastLoginAt'), formatDateTime(u.lastLoginAt, locale)],
    [t('authTest.fields.createdAt'), formatDateTime(u.createdAt, locale)],
  ];

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: diagnosticsSessionQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
  // Only worth saying once someone is signed in on at least one side.
  const bothLoaded = server.isSuccess && me.isSuccess && Boolean(server.data ?? me.data);
  const agree = bothLoaded && (server.data?.userId ?? null) === (me.data?.id ?? null);

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('authTest.title')}</Title>
        <Text c="gray.7">{t('authTest.intro')}</Text>
        {me.data === null && <SignedOutNotice />}
        {bothLoaded && (
          <Alert color={agree ? 'teal' : 'orange'} variant="light" role="status">
            {agree ? t('authTest.match') : t('authTest.mismatch')}
          </Alert>
        )}
        <Group>
          <Button variant="light" onClick={refresh}>
            {t('authTest.refresh')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Panel title={t('authTest.server')} query={server} rows={serverRows} />
          <Panel title={t('authTest.client')} query={me} rows={clientRows} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | null | undefined;
}

function Panel<T>({
  title,
  query,
  rows,
}: {
  title: string;
  query: QueryLike<T>;
  rows: (data: T) => Row[];
}) {
  const { t } = useTranslation('dev');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={160} aria-label={tc('loading')} />;
  else if (query.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(tc, query.error)}
      </Alert>
    );
  else if (query.data === null || query.data === undefined)
    body = <Text c="gray.7">{t('authTest.noSession')}</Text>;
  else
    body = (
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          {rows(query.data).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
