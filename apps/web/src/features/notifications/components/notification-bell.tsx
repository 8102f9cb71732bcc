import { useRef, useState } from 'react';
import { ActionIcon, Group, Indicator, Loader, Menu, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { PROPERTY_NOTIFICATION_TYPES, type Notification } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useBellNotifications } from '../api/notifications';
import { useMarkNotificationRead } from '../api/notifications';
import { useNotificationsLive } from '../api/use-notifications-live';
import { badgeText } from '../lib/badge';
import { notificationTarget } from '../lib/target';
import { PushToggle } from './push-toggle';
import { UnreadDot } from './unread-dot';
import { useNotificationText, type NotificationView } from './use-notification-text';

const TOAST_MS = 5000;
/** A fingertip's tap target (WCAG 2.5.5), the same in the bar at every width. */
const BELL_SIZE_PX = 44;
/** The badge's centre at the top-right corner of the 20 px icon, clear of the bell's centre. */
const BADGE_OFFSET_PX = 12;

/**
 * The header's bell (spec section 2): the latest five, the unread badge ("9+" above 9), and the
 * way to all of them. A menu: arrow keys move between items, Escape closes and returns focus.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const bell = useBellNotifications();
  const markRead = useMarkNotificationRead();
  const view = useNotificationText();
  const toasted = useRef(new Set<string>());

  useNotificationsLive((n) => {
    if (!PROPERTY_NOTIFICATION_TYPES.includes(n.type) || toasted.current.has(n.id)) return;
    toasted.current.add(n.id);
    const { title, body } = view(n);
    // Informational only: the bell and its badge carry the way in.
    toasts.show({ id: `notification-${n.id}`, title, message: body, autoClose: TOAST_MS });
  });

  const unread = bell.data?.unreadCount ?? 0;
  const badge = badgeText(unread);
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const items = bell.data?.notifications ?? [];

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
  };

  return (
    <Indicator
      label={badge}
      disabled={!badge}
      // Kept inside the bell's box: the header's link row clips anything that sticks out. It
      // sits on the bell, so a tap on it must reach the bell beneath.
      size={16}
      offset={BADGE_OFFSET_PX}
      color="red.7"
      fw={700}
      zIndex={1}
      styles={{ indicator: { pointerEvents: 'none' } }}
    >
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
        loop
        returnFocus
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size={BELL_SIZE_PX}
            radius="xl"
            aria-label={label}
          >
            <IconBell size={20} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown maw="calc(100vw - 16px)" aria-label={t('bell.label')}>
          <Menu.Label>{t('bell.label')}</Menu.Label>
          {bell.isPending ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label={t('bell.label')} />
            </Group>
          ) : bell.isError && items.length === 0 ? (
            <>
              <Text size="sm" c="red" px="sm" py={6} role="alert">
                {t('bell.loadFailed')}
              </Text>
              <Menu.Item closeMenuOnClick={false} onClick={() => void bell.refetch()}>
                {t('bell.retry')}
              </Menu.Item>
            </>
          ) : items.length === 0 ? (
            <Text size="sm" c="gray.7" px="sm" py={6}>
              {t('bell.empty')}
            </Text>
          ) : (
            items.map((n) => <BellItem key={n.id} n={n} view={view(n)} onOpen={() => open(n)} />)
          )}
          <Menu.Divider />
          <PushToggle />
          <Menu.Item component={Link} to="/notifications" fw={600} c="teal">
            {t('bell.viewAll')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}

function BellItem({
  n,
  view,
  onOpen,
}: {
  n: Notification;
  view: NotificationView;
  onOpen: () => void;
}) {
  return (
    <Menu.Item component={Link} to={notificationTarget(n)} onClick={onOpen} py={8}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <UnreadDot unread={!n.read} />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={n.read ? 500 : 700} lineClamp={1}>
            {view.title}
          </Text>
          <Text size="sm" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {view.body}
          </Text>
          <Text size="xs" c="gray.6">
            {view.when}
          </Text>
        </Stack>
      </Group>
    </Menu.Item>
  );
}
