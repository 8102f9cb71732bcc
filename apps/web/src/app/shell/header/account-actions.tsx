import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import type { SessionUser } from '@nivaas/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../../features/auth/api/auth';
import { errorMessage } from '../../../lib/error-messages';
import { RoleBadge } from '../../../components/ui/role-badge';
import classes from './header.module.css';

/**
 * Role badge, "Hi, {first name}" and Logout. Kept out of the home page's initial bundle: it
 * brings the sign-in client with it, which signed-out visitors never need.
 */
export default function AccountActions({
  user,
  stacked = false,
}: {
  user: SessionUser;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = user.firstName.trim();
  const greeting = name ? t('header.greeting', { name }) : t('header.greetingNoName');

  const logout = async () => {
    // Leave any members-only page first, so its guard does not send us to /login on the way out.
    await navigate('/');
    signOut.mutate(undefined, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(t, error) }),
    });
  };

  const button = (
    <Button
      variant="default"
      size={stacked ? 'md' : 'compact-sm'}
      fullWidth={stacked}
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={signOut.isPending}
      onClick={() => void logout()}
    >
      {t('nav.logout')}
    </Button>
  );

  if (stacked) {
    return (
      <Stack gap="sm">
        <Group gap="sm">
          <RoleBadge role={user.userType} size="lg" />
          <Text fw={600}>{greeting}</Text>
        </Group>
        {button}
      </Stack>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <RoleBadge role={user.userType} />
      <Text size="sm" fw={600} className={classes.greeting}>
        {greeting}
      </Text>
      {button}
    </Group>
  );
}
