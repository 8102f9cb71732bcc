import { Button, Group, Progress, Text } from '@mantine/core';
import { IconClock, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useSession } from '../../../lib/session';
import { discardMessage, flushOutbox, retryMessage } from '../api/outbox-store';
import { errorMessage } from '../../../lib/error-messages';
import type { OutboxItem } from '../lib/outbox';
import classes from './conversations.module.css';

/** A message of mine not stored yet: waiting, sending (with upload progress), or refused. */
export function PendingBubble({ item }: { item: OutboxItem }) {
  const { t } = useTranslation(['messages', 'common']);
  const queryClient = useQueryClient();
  const myId = useSession().data?.id ?? '';
  const failed = item.status === 'failed';
  const percent = Math.round(item.progress * 100);
  const status = failed
    ? t('message.notSent', { reason: errorMessage(t, item.error) })
    : item.status === 'sending'
      ? item.file
        ? t('message.uploading', { percent })
        : t('message.sending')
      : t('message.waiting');

  return (
    <div
      className={classes.row}
      data-mine=""
      data-pending={failed ? undefined : ''}
      data-failed={failed ? '' : undefined}
    >
      <div className={classes.bubble}>
        {item.file ? (
          <Group gap="xs" wrap="nowrap">
            <IconFileUpload size={18} aria-hidden />
            <Text size="sm" c="inherit" truncate>
              {item.file.name}
            </Text>
          </Group>
        ) : (
          item.content
        )}
        {item.file && item.status === 'sending' && (
          <Progress value={percent} mt={6} size="sm" color="white" aria-label={status} />
        )}
      </div>
      <div className={classes.meta} role={failed ? 'alert' : 'status'}>
        {!failed && <IconClock size={12} aria-hidden />}
        <Text span size="xs" c={failed ? 'red.8' : 'gray.7'}>
          {status}
        </Text>
        {failed && (
          <>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                retryMessage(item.clientKey);
                void flushOutbox(queryClient, myId);
              }}
            >
              {t('message.retry')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => discardMessage(item.clientKey)}
            >
              {t('message.discard')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
