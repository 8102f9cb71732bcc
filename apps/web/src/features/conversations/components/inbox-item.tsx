import { Avatar, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { Conversation } from '@nivaas/shared';
import { useSession } from '../../../lib/session';
import { intlLocale } from '../../../lib/format';
import { formatShortTime } from '../lib/time';
import { personName } from '../../../lib/person-name';
import classes from './conversations.module.css';

export const threadHref = (basePath: string, c: Pick<Conversation, 'other' | 'property'>) =>
  `${basePath}/${encodeURIComponent(c.other.id)}${
    c.property ? `?propertyId=${encodeURIComponent(c.property.id)}` : ''
  }`;

/** One row of the inbox: the other person, the listing if any, the last message, my unread count. */
export function InboxItem({
  conversation: c,
  basePath,
  active,
}: {
  conversation: Conversation;
  basePath: string;
  active: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  const myId = useSession().data?.id;
  const name = personName(c.other, t) || t('thread.someone');
  const last = c.lastMessage;
  const text = !last
    ? t('inbox.noMessages')
    : last.type === 'image'
      ? t('inbox.photo')
      : last.type === 'pdf'
        ? t('inbox.pdf', { name: last.content })
        : last.content;
  const preview = last && last.senderId === myId ? t('inbox.you', { text }) : text;
  const unread = c.unreadCount > 0;
  return (
    <Link
      to={threadHref(basePath, c)}
      className={classes.inboxItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={c.other.avatarUrl || null} alt="" radius="xl" name={name} color="teal" />
        <div className={classes.grow}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text fw={unread ? 700 : 600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatShortTime(
                last?.createdAt ?? c.updatedAt,
                new Date(),
                intlLocale(i18n.language),
              )}
            </Text>
          </Group>
          {c.property && (
            <Text size="xs" c="teal" truncate>
              {t('inbox.about', { title: c.property.title })}
            </Text>
          )}
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="sm" c={unread ? 'dark' : 'dimmed'} fw={unread ? 600 : 400} truncate>
              {preview}
            </Text>
            {unread && (
              <Badge
                size="sm"
                circle
                color="teal"
                aria-label={t('inbox.unread', { count: c.unreadCount })}
              >
                {c.unreadCount > 99 ? '99+' : c.unreadCount}
              </Badge>
            )}
          </Group>
        </div>
      </Group>
    </Link>
  );
}
