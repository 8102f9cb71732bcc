import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInbox } from '../api/conversations';
import { chatError } from '../lib/chat-error';
import { InboxItem } from './inbox-item';
import classes from './conversations.module.css';

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
      <Stack p="md" gap="md" aria-busy="true" aria-label={t('inbox.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (inbox.isError) {
    return (
      <Alert m="md" color="red" title={t('errors.server.loadThreads')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{chatError(t, inbox.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void inbox.refetch()}>
            {t('thread.retry')}
          </Button>
        </Stack>
      </Alert>
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
