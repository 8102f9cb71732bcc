import { useEffect, useState } from 'react';
import { CloseButton, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { MESSAGE_TOAST_MS, type ChatMessage, type Conversation } from '@nivaas/shared';
import { useSession } from '../../../lib/session';
import { conversationQuery } from '../api/conversations';
import { conversationKeys } from '../api/conversations';
import { markConversationRead } from '../api/conversations';
import { useConversationsLive } from '../api/use-conversations-live';
import { useSyncOnReconnect } from '../api/use-sync-on-reconnect';
import { getOpenConversation } from '../lib/open-thread';
import { personName } from '../../../lib/person-name';
import { toastPreview } from '../lib/toast-preview';
import classes from './conversations.module.css';

interface Toast {
  message: ChatMessage;
  name: string;
  propertyId: string | null;
}

/**
 * App-wide, for signed-in people: "New message from {name}" at the bottom right for a message
 * to me in a thread I'm not reading; 5 s, closable; a click marks it read and opens the thread.
 * Also keeps the inbox cache live and sends what was queued offline once back online.
 */
export default function MessageToast() {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const myId = useSession().data?.id ?? '';
  const [toast, setToast] = useState<Toast | null>(null);

  const threadOf = async (id: string): Promise<Conversation | undefined> => {
    const held = queryClient
      .getQueryData<Conversation[]>(conversationKeys.inbox)
      ?.find((c) => c.id === id);
    return held ?? queryClient.fetchQuery(conversationQuery(id)).catch(() => undefined);
  };

  useSyncOnReconnect({ catchUp: false });
  useConversationsLive((message) => {
    if (message.receiverId !== myId || message.conversationId === getOpenConversation()) return;
    void threadOf(message.conversationId).then((c) =>
      setToast({
        message,
        name: personName(c?.other, t) || t('thread.someone'),
        propertyId: c?.property?.id ?? null,
      }),
    );
  });

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), MESSAGE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast) return null;
  const { message, name, propertyId } = toast;
  const attachment = message.attachments[0];
  const preview = toastPreview(
    message.content || (attachment ? t('toast.attachment', { name: attachment.name }) : ''),
  );
  const open = () => {
    setToast(null);
    void markConversationRead(queryClient, message.conversationId, myId).catch(() => {});
    const query = propertyId ? `?propertyId=${encodeURIComponent(propertyId)}` : '';
    void navigate(`/messages/${encodeURIComponent(message.senderId)}${query}`);
  };

  return (
    <div className={classes.toast} role="status" aria-live="polite">
      <Paper shadow="lg" radius="md" withBorder p="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <UnstyledButton
            onClick={open}
            className={classes.grow}
            aria-label={t('toast.open', { name })}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMessageCircle size={20} color="var(--mantine-color-teal-7)" aria-hidden />
              <div className={classes.grow}>
                <Text fw={700} size="sm">
                  {t('toast.title', { name })}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {preview}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
          <CloseButton size="sm" aria-label={t('toast.close')} onClick={() => setToast(null)} />
        </Group>
      </Paper>
    </div>
  );
}
