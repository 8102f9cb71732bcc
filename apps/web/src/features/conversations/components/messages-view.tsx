import { Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useConversationsLive } from '../api/use-conversations-live';
import { useSyncOnReconnect } from '../api/use-sync-on-reconnect';
import { InboxList } from './inbox-list';
import { OpenThread } from './open-thread';
import classes from './conversations.module.css';

interface MessagesViewProps {
  /** This role's inbox path (/messages, /owner/messages…), for links and the back button. */
  basePath: string;
  /** The person whose thread is open, if any. */
  userId: string | undefined;
  /** The listing the open thread is about, if any. */
  propertyId: string | null;
}

/** The inbox beside the open thread (wide screens), or one of the two (phones). */
export function MessagesView({ basePath, userId, propertyId }: MessagesViewProps) {
  const { t } = useTranslation('messages');
  useConversationsLive();
  useSyncOnReconnect({ catchUp: true });
  return (
    <div className={classes.view} data-thread={userId ? '' : undefined}>
      <aside className={classes.inboxPane} aria-label={t('inbox.label')}>
        <Title order={1} size="h3" px="md" pt="md" pb="xs">
          {t('title')}
        </Title>
        <InboxList basePath={basePath} activeUserId={userId} activePropertyId={propertyId} />
      </aside>
      <section className={classes.threadPane}>
        {userId ? (
          <OpenThread
            key={`${userId}:${propertyId ?? ''}`}
            userId={userId}
            propertyId={propertyId}
            basePath={basePath}
          />
        ) : (
          <Stack align="center" justify="center" h="100%" p="xl" ta="center" gap="xs">
            <IconMessages size={48} stroke={1.3} aria-hidden color="var(--mantine-color-gray-5)" />
            <Text fw={600}>{t('thread.select')}</Text>
            <Text size="sm" c="dimmed">
              {t('thread.selectHint')}
            </Text>
          </Stack>
        )}
      </section>
    </div>
  );
}
