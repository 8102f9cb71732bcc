import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@nivaas/shared';
import { useAdminT } from '../lib/use-admin-t';

export function UserBadges({ user }: { user: AdminUser }) {
  const { t } = useAdminT();
  return (
    <Group gap={6}>
      <Badge variant="light">{t(`common:roles.${user.role}`)}</Badge>
      {user.emailVerified ? null : (
        <Badge variant="light" color="yellow">
          {t('users.unverified')}
        </Badge>
      )}
      {user.suspended ? (
        <Badge variant="filled" color="red">
          {t('users.suspendedBadge')}
        </Badge>
      ) : null}
    </Group>
  );
}
