import { ActionIcon, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { ChatMessage, PersonSummary } from '@nivaas/shared';
import { useDeleteMessage } from '../api/messages';
import { personName } from '../../../lib/person-name';
import { formatTime } from '../../../lib/format';
import { AttachmentView } from './attachment-view';
import classes from './conversations.module.css';
import { useMessageActions } from './message-actions-slot';
import { notifyFailure } from '../../../lib/notify-failure';

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** The other person has read up to here ("Seen"). */
  seen: boolean;
  other: PersonSummary;
}

/** One stored message. Its text is shown as text (pre-wrap), never as HTML. */
export function MessageBubble({ message: m, mine, seen, other }: MessageBubbleProps) {
  const { t } = useTranslation(['messages', 'common']);
  const remove = useDeleteMessage(m.conversationId);
  const extraActions = useMessageActions();
  const time = formatTime(m.createdAt);
  const who = mine
    ? t('message.mine', { time })
    : t('message.theirs', { time, name: personName(other, t) || t('thread.someone') });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('message.deleteTitle'),
      children: <Text size="sm">{t('message.deleteBody')}</Text>,
      labels: { confirm: t('message.deleteConfirm'), cancel: t('thread.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(m.id, {
          onError: (err) => notifyFailure(t, err, t('message.deleteFailed')),
        }),
    });

  return (
    <div className={classes.row} data-mine={mine || undefined} data-message-id={m.id}>
      <div className={classes.bubble} data-media={m.attachments.length > 0 || undefined}>
        <VisuallyHidden>{who}: </VisuallyHidden>
        {m.attachments.map((a) => (
          <AttachmentView key={a.id} attachment={a} />
        ))}
        {m.content && m.type === 'text' ? m.content : null}
      </div>
      <div className={classes.meta}>
        <time dateTime={m.createdAt} aria-hidden>
          {time}
        </time>
        {seen && (
          <Text component="span" size="xs" c="teal" fw={600}>
            <IconCheck size={12} aria-hidden /> {t('message.seen')}
          </Text>
        )}
        {mine && (
          <ActionIcon
            variant="subtle"
            color="gray"
            // 28 px, as the flag beside others' messages: at least 24 × 24 for a finger.
            size="md"
            aria-label={t('message.delete')}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        )}
        {mine ? null : extraActions?.(m.id)}
      </div>
    </div>
  );
}
