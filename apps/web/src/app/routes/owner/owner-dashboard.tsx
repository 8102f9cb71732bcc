import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';
import { useMe } from '../../../lib/session';
import { MyListings } from '../../../features/owner-properties/components/listings/my-listings';
import { SummaryStats } from '../../../features/owner-properties/components/listings/summary-stats';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';
import { useOwnerPropertiesLive } from '../../../features/owner-properties/realtime';

/** /owner: the spec's welcome, the figures that matter, and the latest listings. */
export default function OwnerDashboard() {
  const { t } = useOwnerT();
  const welcome = useRoleWelcome();
  const { data: me } = useMe();
  useOwnerPropertiesLive(me?.id);
  return (
    <OwnerPage
      title={welcome}
      documentTitle={t('dashboard.title')}
      eyebrow={
        <Group gap="xs">
          <RoleBadge role="owner" />
          <Text size="sm" fw={600} c="gray.7">
            {t('dashboard.title')}
          </Text>
        </Group>
      }
      actions={
        <Button component={Link} to="/owner/properties/new" leftSection={<IconPlus size={18} />}>
          {t('dashboard.listProperty')}
        </Button>
      }
    >
      <SummaryStats />
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {t('dashboard.latest')}
          </Title>
          <Button component={Link} to="/owner/properties" variant="subtle" size="sm">
            {t('dashboard.seeAll')}
          </Button>
        </Group>
        <MyListings limit={3} label={t('dashboard.latest')} />
      </Stack>
    </OwnerPage>
  );
}
