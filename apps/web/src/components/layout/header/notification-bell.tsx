import { ActionIcon, Anchor, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The notification bell (spec section 2). Notifications themselves arrive with a later release,
 * so for now it shows the spec's empty state and the way to the full list, never made-up items.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? undefined : close())}
      position="bottom-end"
      width={300}
      shadow="md"
      withArrow
      // Portalled, the dropdown sits outside the header's tab order: move focus into it on open
      // (Escape closes it) and back to the bell on close, or keyboard users never reach its link.
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size={34}
          radius="xl"
          aria-label={t('notifications.label')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={toggle}
        >
          <IconBell size={20} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('notifications.label')}>
        <Stack gap="sm">
          <Text fw={600}>{t('notifications.label')}</Text>
          <Text size="sm" c="gray.7">
            {t('notifications.empty')}
          </Text>
          <Anchor component={Link} to="/notifications" size="sm" fw={600} onClick={close}>
            {t('notifications.viewAll')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
