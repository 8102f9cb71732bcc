import { ActionIcon, Anchor, Avatar, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconBan, IconDotsVertical, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { Conversation } from '@nivaas/shared';
import { useSetBlocked } from '../api/conversations';
import { personName } from '../../../lib/person-name';
import classes from './conversations.module.css';
import { notifyFailure } from '../../../lib/notify-failure';

/** Who the thread is with, the listing it is about, and the block action. */
export function ThreadHeader({
  conversation: c,
  basePath,
}: {
  conversation: Conversation;
  basePath: string;
}) {
  const { t } = useTranslation(['messages', 'common']);
  const setBlocked = useSetBlocked(c.id);
  const name = personName(c.other, t) || t('thread.someone');

  const change = (blocked: boolean) =>
    setBlocked.mutate(blocked, {
      onError: (err) =>
        notifyFailure(t, err, t(blocked ? 'errors.server.block' : 'errors.server.unblock')),
    });
  const confirmBlock = () =>
    modals.openConfirmModal({
      title: t('thread.blockTitle'),
      children: <Text size="sm">{t('thread.blockBody')}</Text>,
      labels: { confirm: t('thread.blockConfirm'), cancel: t('thread.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => change(true),
    });

  return (
    <header className={classes.threadHeader}>
      <ActionIcon
        component={Link}
        to={basePath}
        variant="subtle"
        size="lg"
        className={classes.back}
        aria-label={t('thread.back')}
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <Avatar src={c.other.avatarUrl || null} alt="" radius="xl" name={name} color="teal" />
      <div className={classes.grow}>
        <Anchor
          component={Link}
          to={`/user/${encodeURIComponent(c.other.id)}`}
          fw={700}
          c="bright"
          aria-label={t('thread.viewProfile', { name })}
        >
          <Text component="h2" fw={700} size="md" m={0} truncate>
            {name}
          </Text>
        </Anchor>
        {c.property && (
          <Anchor
            component={Link}
            to={`/properties/${encodeURIComponent(c.property.id)}`}
            size="sm"
            display="block"
            truncate
          >
            {t('thread.property', {
              title: [c.property.title, c.property.sublocality, c.property.city]
                .filter(Boolean)
                .join(', '),
            })}
          </Anchor>
        )}
      </div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" color="gray" aria-label={t('thread.options')}>
            <IconDotsVertical size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Each person's block is their own: Unblock lifts only mine. */}
          {c.blockedByMe ? (
            <Menu.Item
              leftSection={<IconLockOpen size={16} aria-hidden />}
              onClick={() => change(false)}
            >
              {t('thread.unblock')}
            </Menu.Item>
          ) : (
            <Menu.Item
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={confirmBlock}
            >
              {t('thread.block')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </header>
  );
}
