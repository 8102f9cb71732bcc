import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useInbox } from '../api/conversations';
import { InboxItem } from './inbox-item';
import classes from './conversations.module.css';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

interface InboxListProps {
  /** Where this role's inbox lives (/messages, /owner/messages…). */
  basePath: string;
  activeUserId: string | undefined;
  activePropertyId: string | null;
}

/** My threads, newest activity first; live (the cache follows the realtime events). */
export function InboxList({ basePath, activeUserId, activePropertyId }: InboxListProps) {
  const { t } = useTranslation(['messages', 'common']);
  const inbox = useInbox();

  if (inbox.isPending) {
    return (
      <Box p="md">
        <QuerySkeleton label={t('inbox.loading')} h={56} />
      </Box>
    );
  }
  if (inbox.isError) {
    return (
      <Box m="md">
        <QueryFailure
          query={inbox}
          title={t('errors.server.loadThreads')}
          retryLabel={t('thread.retry')}
        />
      </Box>
    );
  }
  if (inbox.data.length === 0) {
    return (
      <Stack p="xl" align="center" gap="sm" ta="center">
        <IconMessageCircle size={40} stroke={1.5} aria-hidden color="var(--mantine-color-teal-7)" />
        <Title order={2} size="h4">
          {t('inbox.empty')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('inbox.emptyHint')}
        </Text>
        <Button component={Link} to="/properties" variant="light">
          {t('inbox.browse')}
        </Button>
      </Stack>
    );
  }
  return (
    <nav aria-label={t('inbox.label')}>
      <ul className={classes.inboxList}>
        {inbox.data.map((c) => (
          <li key={c.id}>
            <InboxItem
              conversation={c}
              basePath={basePath}
              active={c.other.id === activeUserId && (c.property?.id ?? null) === activePropertyId}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
