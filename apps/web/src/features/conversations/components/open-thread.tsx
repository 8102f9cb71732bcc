import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useOpenConversation } from '../api/conversations';
import { QueryFailure } from '../../../components/ui/query-state';
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
      <Stack m="md" gap="xs" align="flex-start">
        <QueryFailure
          query={open}
          title={t(notFound ? 'errors.server.notFound' : 'errors.server.create')}
          retryLabel={t('thread.retry')}
          action={notFound ? null : undefined}
        />
        <Button variant="subtle" component={Link} to={basePath}>
          {t('thread.back')}
        </Button>
      </Stack>
    );
  }
  return <ThreadView conversationId={open.data} basePath={basePath} />;
}
