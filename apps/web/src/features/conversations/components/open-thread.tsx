import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useOpenConversation } from '../api/conversations';
import { chatError } from '../lib/chat-error';
import { ThreadSkeleton } from './thread-skeleton';
import { ThreadView } from './thread-view';

interface OpenThreadProps {
  userId: string;
  propertyId: string | null;
  basePath: string;
}

/** /messages/{userId}[?propertyId=]: finds (or starts) that thread, then shows it. */
export function OpenThread({ userId, propertyId, basePath }: OpenThreadProps) {
  const { t } = useTranslation(['messages', 'common']);
  const open = useOpenConversation(userId, propertyId);
  if (open.isPending) return <ThreadSkeleton label={t('thread.loading')} />;
  if (open.isError) {
    const notFound = open.error instanceof ApiError && open.error.status === 404;
    return (
      <Alert
        m="md"
        color="red"
        title={t(notFound ? 'errors.server.notFound' : 'errors.server.create')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{chatError(t, open.error)}</Text>
          <Group gap="xs">
            {!notFound && (
              <Button size="xs" variant="light" onClick={() => void open.refetch()}>
                {t('thread.retry')}
              </Button>
            )}
            <Button size="xs" variant="subtle" component={Link} to={basePath}>
              {t('thread.back')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <ThreadView conversationId={open.data} basePath={basePath} />;
}
