import { Fragment, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { Conversation } from '@nivaas/shared';
import { loadEarlier } from '../api/messages';
import { useOutbox } from '../api/outbox-store';
import { dayKey, dayLabel, firstOfDay } from '../lib/day-label';
import type { MessagePage } from '../lib/merge-messages';
import { intlLocale } from '../../../lib/format';
import { pendingFor } from '../lib/outbox';
import { seenMessageId } from '../lib/seen';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import classes from './conversations.module.css';
import { notifyFailure } from '../../../lib/notify-failure';

const NEAR_BOTTOM_PX = 120;

/** The thread's messages, oldest at the top, then mine still on their way. */
export function MessageList({
  conversation,
  page,
  myId,
}: {
  conversation: Conversation;
  page: MessagePage;
  myId: string;
}) {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  const ref = useRef<HTMLDivElement>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const keepFromBottom = useRef<number | null>(null);
  const stuckToBottom = useRef(true);
  const pendingBefore = useRef(0);

  const storedKeys = useMemo(
    () => new Set(page.messages.flatMap((m) => (m.clientKey ? [m.clientKey] : []))),
    [page.messages],
  );
  const pending = pendingFor(outbox, conversation.id, storedKeys);
  const seenId = seenMessageId(page.messages, myId, conversation.otherReadSeq);
  const dayStarts = useMemo(() => firstOfDay(page.messages), [page.messages]);
  const now = new Date();
  const words = { today: t('thread.today'), yesterday: t('thread.yesterday') };
  const locale = intlLocale(i18n.resolvedLanguage);
  const separator = (at: string) => (
    <div className={classes.daySeparator}>
      <span>{dayLabel(at, now, words, locale)}</span>
    </div>
  );
  // Messages still on their way are today's; say so if the stored ones ended on another day.
  const last = page.messages.at(-1);
  const pendingStartsDay = pending.length > 0 && (!last || dayKey(last.createdAt) !== dayKey(now));
  const lastKey = `${page.messages.at(-1)?.id}:${pending.length}:${pending.at(-1)?.clientKey}`;

  // New messages keep the view at the bottom if it was there; older ones keep the view in place.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // I just wrote something: show it, wherever I was.
    if (pending.length > pendingBefore.current) stuckToBottom.current = true;
    pendingBefore.current = pending.length;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stuckToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [lastKey, page.messages.length, pending.length]);

  const earlier = async () => {
    const el = ref.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    setLoadingEarlier(true);
    try {
      await loadEarlier(queryClient, conversation.id);
    } catch (err) {
      keepFromBottom.current = null;
      notifyFailure(t, err, t('errors.server.loadMessages'));
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <div
      ref={ref}
      className={classes.messageList}
      role="log"
      aria-live="polite"
      aria-label={t('title')}
      tabIndex={0}
      // A photo that finishes loading grows the list: stay at the bottom if we were there.
      onLoadCapture={(e) => {
        if (stuckToBottom.current) e.currentTarget.scrollTop = e.currentTarget.scrollHeight;
      }}
      onScroll={(e) => {
        const el = e.currentTarget;
        stuckToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
    >
      {page.hasMore && (
        <Center>
          <Button
            size="xs"
            variant="subtle"
            loading={loadingEarlier}
            onClick={() => void earlier()}
          >
            {t('thread.earlier')}
          </Button>
        </Center>
      )}
      {page.messages.length === 0 && pending.length === 0 && (
        <Center h="100%">
          <Text c="dimmed" size="sm">
            {t('thread.empty')}
          </Text>
        </Center>
      )}
      {page.messages.map((m) => (
        <Fragment key={m.id}>
          {dayStarts.has(m.id) && separator(m.createdAt)}
          <MessageBubble
            message={m}
            mine={m.senderId === myId}
            seen={m.id === seenId}
            other={conversation.other}
          />
        </Fragment>
      ))}
      {pendingStartsDay && separator(now.toISOString())}
      {pending.map((item) => (
        <PendingBubble key={item.clientKey} item={item} />
      ))}
    </div>
  );
}
