import { Button, Group, Text } from '@mantine/core';
import type { Role } from '@nivaas/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { headerModel } from '../../shell/header/header-model';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';

/** The same profile page the header links to for this role. */
function profilePath(role: Role): string {
  const item = headerModel(role).items.find((i) => i.kind === 'link' && i.key === 'profile');
  return item?.kind === 'link' ? item.to : '/profile';
}

/**
 * A role's dashboard: the spec's welcome message, then what the dashboard will hold once its
 * releases land, and the one thing worth doing today (the profile).
 */
export function RoleDashboard({ role }: { role: Role }) {
  const { t } = useTranslation('pages');
  const welcome = useRoleWelcome();
  return (
    <PlaceholderPage
      title={welcome}
      documentTitle={t('dashboard.label')}
      eyebrow={
        <Group gap="xs">
          <RoleBadge role={role} />
          <Text size="sm" fw={600} c="gray.7">
            {t('dashboard.label')}
          </Text>
        </Group>
      }
      soon={t(`dashboard.${role}`)}
      actions={
        <Button component={Link} to={profilePath(role)} variant="filled">
          {t('actions.profile')}
        </Button>
      }
    />
  );
}
