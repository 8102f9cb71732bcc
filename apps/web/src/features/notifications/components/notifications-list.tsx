import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import type { Notification } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import { useMarkAllNotificationsRead } from '../api/notifications';
import { useMarkNotificationRead } from '../api/notifications';
import { useNotificationsList } from '../api/notifications';
import { useNotificationsLive } from '../api/use-notifications-live';
import { NotificationRow } from './notification-row';
import { useNotificationText } from './use-notification-text';
import { QueryFailure } from '../../../components/ui/query-state';
import { notifyFailure } from '../../../lib/notify-failure';

/** Every notification, newest first, with "Load more", "Mark as read" and "Mark all as read". */
export function NotificationsList() {
  const { t } = useTranslation(['notifications', 'common']);
  const list = useNotificationsList();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const view = useNotificationText();
  useNotificationsLive();

  const failed = (err: unknown) => notifyFailure(t, err, t('markFailed'));
  const read = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id, { onError: failed });
  };

  if (!list.data && !list.isError)
    return (
      <Center py="xl">
        <Loader aria-label={t('title')} />
      </Center>
    );
  if (!list.data)
    return <QueryFailure title={t('loadFailed')} query={list} retryLabel={t('retry')} />;

  const items = list.data.pages.flatMap((p) => p.notifications);
  const unread = list.data.pages[0]?.unreadCount ?? 0;
  if (items.length === 0)
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--nivaas-subtle)">
        <Stack align="center" ta="center" gap="sm">
          <IconBellOff size={36} stroke={1.5} color="var(--mantine-color-teal-7)" aria-hidden />
          <Title order={2} size="h4">
            {t('emptyTitle')}
          </Title>
          <Text c="gray.7" maw={520}>
            {t('emptyBody')}
          </Text>
          <Button component={Link} to="/properties" variant="light">
            {t('emptyAction')}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="gray.7" aria-live="polite">
          {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => toasts.show({ color: 'teal', message: t('markAllDone') }),
              onError: failed,
            })
          }
        >
          {t('markAllRead')}
        </Button>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('title')}>
        {items.map((n) => (
          <NotificationRow
            key={n.id}
            n={n}
            view={view(n)}
            onOpen={() => read(n)}
            onMarkRead={() => read(n)}
            marking={markRead.isPending && markRead.variables === n.id}
          />
        ))}
      </Stack>
      {list.nextPageError ? (
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          {errorMessage(t, list.nextPageError)}
        </Alert>
      ) : null}
      {list.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="light"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
