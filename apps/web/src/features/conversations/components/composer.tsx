import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, FileButton, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { CHAT_LIMITS, type Conversation } from '@nivaas/shared';
import { useConnectionStatus } from '../../../lib/realtime';
import { flushOutbox, queueMessage } from '../api/outbox-store';
import { useSendTyping } from '../api/use-typing';
import { attachmentProblem, ACCEPTED_ATTACHMENTS } from '../lib/attachment-check';
import { newClientKey } from '../lib/client-key';
import classes from './conversations.module.css';

const WARN_FROM = CHAT_LIMITS.contentMax - 200;

/**
 * Writing: text (Enter sends, Shift+Enter is a new line) or an image/PDF. Each message joins the
 * outbox with its own key and is sent at once when connected, or on reconnect.
 */
export function Composer({ conversation: c, myId }: { conversation: Conversation; myId: string }) {
  const { t } = useTranslation(['messages', 'common']);
  const queryClient = useQueryClient();
  const { state } = useConnectionStatus();
  const sendTyping = useSendTyping(c.id);
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const limitReached = c.preApplyRemaining !== null && c.preApplyRemaining <= 0;
  const disabled = c.blocked || limitReached;
  const tooLong = text.length > CHAT_LIMITS.contentMax;
  const online = state === 'connected';

  // Opening a conversation means writing in it. Not on touch screens, where the keyboard would
  // slide up over the messages the person came to read.
  useEffect(() => {
    if (window.matchMedia?.('(pointer: fine)').matches) box.current?.focus({ preventScroll: true });
  }, [c.id]);

  const queue = (item: { content: string; file?: File }) => {
    queueMessage({
      clientKey: newClientKey(),
      conversationId: c.id,
      createdAt: new Date().toISOString(),
      ...item,
    });
    // Offline: it waits in the outbox (shown as pending) until the connection is back.
    if (online) void flushOutbox(queryClient, myId);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const content = text.trim();
    if (!content || tooLong || disabled) return;
    queue({ content });
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const attach = (file: File | null) => {
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      notifications.show({
        color: 'red',
        title: t('errors.server.send'),
        message: t(`errors.server.${problem}`),
      });
      return;
    }
    queue({ content: '', file });
  };

  return (
    <form className={classes.composer} onSubmit={submit}>
      {!online && state !== 'idle' && (
        <Text size="xs" c="orange" mb={6} role="status">
          {t('composer.offline')}
        </Text>
      )}
      {c.blocked && (
        <Text size="sm" c="dimmed" mb={6}>
          {t('composer.blocked')}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={attach} accept={ACCEPTED_ATTACHMENTS} disabled={disabled}>
          {(props) => (
            <ActionIcon
              {...props}
              size="lg"
              variant="subtle"
              color="gray"
              aria-label={t('composer.attach')}
              disabled={disabled}
            >
              <IconPaperclip size={20} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          ref={box}
          className={classes.grow}
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (e.currentTarget.value) sendTyping();
          }}
          onKeyDown={onKeyDown}
          error={tooLong ? t('composer.tooLong', { max: CHAT_LIMITS.contentMax }) : undefined}
          description={
            text.length >= WARN_FROM && !tooLong
              ? t('composer.remaining', { count: CHAT_LIMITS.contentMax - text.length })
              : undefined
          }
        />
        <ActionIcon
          type="submit"
          size="lg"
          color="teal"
          aria-label={t('composer.send')}
          disabled={disabled || !text.trim() || tooLong}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
