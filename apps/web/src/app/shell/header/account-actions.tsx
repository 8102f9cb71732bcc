import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import type { SessionUser } from '@nivaas/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../../features/auth/api/auth';
import { errorMessage } from '../../../lib/error-messages';
import { RoleBadge } from '../../../components/ui/role-badge';
import classes from './account-menu.module.css';

/**
 * A setting the bar also offers signed-out visitors (language, colour scheme). The header builds
 * it, so this lazy chunk shares none of the first bundle's modules: each shared one would become
 * a chunk of its own on the home page.
 */
export interface MenuSetting {
  key: string;
  label: ReactNode;
  title?: string;
  icon: ReactNode;
  onSelect: () => void;
}

interface AccountActionsProps {
  user: SessionUser;
  profileTo: string;
  stacked?: boolean;
  settings?: MenuSetting[];
}

/**
 * Role badge and "Hi, {first name}" opening the account menu (Profile, language, Logout), so the
 * bar fits at 1280 px whatever the name. Kept out of the home page's initial bundle: it brings
 * the sign-in client with it, which signed-out visitors never need.
 */
export default function AccountActions({
  user,
  profileTo,
  stacked = false,
  settings = [],
}: AccountActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = user.firstName.trim();
  const greeting = name ? t('header.greeting', { name }) : t('header.greetingNoName');
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const logout = async () => {
    // Leave any members-only page first, so its guard does not send us to /login on the way out.
    await navigate('/');
    signOut.mutate(undefined, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(t, error) }),
    });
  };

  if (stacked) {
    return (
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <RoleBadge role={user.userType} size="lg" />
          <Text fw={600} truncate="end">
            {greeting}
          </Text>
        </Group>
        <Button
          component={Link}
          to={profileTo}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('nav.profile')}
        </Button>
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={signOut.isPending}
          onClick={() => void logout()}
        >
          {t('nav.logout')}
        </Button>
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <RoleBadge role={user.userType} />
      <Menu position="bottom-end" width={240} shadow="md" withArrow loop returnFocus>
        <Menu.Target>
          <UnstyledButton
            className={classes.account}
            aria-label={t('header.accountLabel', { greeting })}
          >
            <Avatar
              name={fullName || greeting}
              color="teal"
              variant="filled"
              size={30}
              aria-hidden
            />
            <span className={classes.greeting}>{greeting}</span>
            <IconChevronDown size={14} aria-hidden />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label className={classes.menuName}>{fullName || greeting}</Menu.Label>
          <Menu.Item
            component={Link}
            to={profileTo}
            leftSection={<IconUser size={16} aria-hidden />}
          >
            {t('nav.profile')}
          </Menu.Item>
          {settings.map((setting) => (
            <Menu.Item
              key={setting.key}
              title={setting.title}
              leftSection={setting.icon}
              onClick={setting.onSelect}
            >
              {setting.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            disabled={signOut.isPending}
            onClick={() => void logout()}
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
