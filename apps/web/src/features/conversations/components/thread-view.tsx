import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../lib/session';
import { useConversation } from '../api/conversations';
import { useMessages } from '../api/messages';
import { markConversationRead } from '../api/conversations';
import { useOtherTyping } from '../api/use-typing';
import { setOpenConversation } from '../lib/open-thread';
import { personName } from '../../../lib/person-name';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadSkeleton } from './thread-skeleton';
import { ThreadBanners } from './thread-banners';
import { ThreadHeader } from './thread-header';
import classes from './conversations.module.css';
import { QueryFailure } from '../../../components/ui/query-state';

/** One open thread: header, banners, the messages, who is typing, and the composer. */
export function ThreadView({
  conversationId,
  basePath,
}: {
  conversationId: string;
  basePath: string;
}) {
  const { t } = useTranslation(['messages', 'common']);
  const queryClient = useQueryClient();
  const myId = useSession().data?.id ?? '';
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const typing = useOtherTyping(conversationId, conversation.data?.other.id);

  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId]);

  // Reading the thread: my unread count to 0, incoming messages read, "Seen" for the sender.
  const loaded = Boolean(messages.data);
  const lastUnread =
    messages.data?.messages.findLast((m) => m.receiverId === myId && !m.read)?.seq ?? 0;
  const unreadCount = conversation.data?.unreadCount ?? 0;
  useEffect(() => {
    if (!myId || !loaded || (lastUnread === 0 && unreadCount === 0)) return;
    markConversationRead(queryClient, conversationId, myId).catch(() => {
      // Not fatal: the count is corrected by the next inbox fetch.
    });
  }, [queryClient, conversationId, myId, loaded, lastUnread, unreadCount]);

  if (conversation.isPending || messages.isPending) {
    return <ThreadSkeleton label={t('thread.loading')} />;
  }
  if (conversation.isError || messages.isError) {
    const both = {
      error: conversation.error ?? messages.error,
      isFetching: conversation.isFetching || messages.isFetching,
      refetch: () => Promise.all([conversation.refetch(), messages.refetch()]),
    };
    return (
      <Box m="md">
        <QueryFailure
          query={both}
          title={t('errors.server.loadMessages')}
          retryLabel={t('thread.retry')}
        />
      </Box>
    );
  }
  const c = conversation.data;
  const name = personName(c.other, t) || t('thread.someone');
  return (
    <>
      <ThreadHeader conversation={c} basePath={basePath} />
      <ThreadBanners conversation={c} myId={myId} />
      <MessageList conversation={c} page={messages.data} myId={myId} />
      <div className={classes.typing} aria-live="polite">
        {typing ? t('thread.typing', { name }) : ''}
      </div>
      <Composer conversation={c} myId={myId} />
    </>
  );
}
