import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Notification } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { notificationTarget } from '../lib/target';
import { UnreadDot } from './unread-dot';
import type { NotificationView } from './use-notification-text';

interface NotificationRowProps {
  n: Notification;
  view: NotificationView;
  onOpen: () => void;
  onMarkRead: () => void;
  marking: boolean;
}

/** One notification of the full list: a link to its target and, while unread, "Mark as read". */
export function NotificationRow({ n, view, onOpen, onMarkRead, marking }: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const unread = !n.read;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={unread ? 'var(--nivaas-teal-tint)' : undefined}
      style={{ listStyle: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UnreadDot unread={unread} />
        <Stack gap={2} miw={0} flex={1}>
          <Anchor
            component={Link}
            to={notificationTarget(n)}
            onClick={onOpen}
            c="inherit"
            underline="hover"
          >
            <Text component="span" fw={unread ? 700 : 500} display="block">
              {view.title}
            </Text>
            <Text
              component="span"
              size="sm"
              c="gray.8"
              display="block"
              style={{ overflowWrap: 'anywhere' }}
            >
              {view.body}
            </Text>
          </Anchor>
          <Text size="xs" c="gray.7">
            <time
              dateTime={n.createdAt}
              title={formatDateTime(n.createdAt, intlLocale(i18n.language))}
            >
              {view.when}
            </time>
          </Text>
        </Stack>
        {unread ? (
          <Button
            variant="subtle"
            size="compact-sm"
            color="teal"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={marking}
            onClick={onMarkRead}
            aria-label={t('markReadOf', { text: view.title })}
            style={{ flexShrink: 0 }}
          >
            <Text span size="sm" visibleFrom="xs">
              {t('markRead')}
            </Text>
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
