import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PageContainer } from '../../../components/ui/page-container';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';
import { UpiIdForm } from '../../../features/payments/components/upi-id-form';
import { ProviderDashboard } from '../../../features/service-bookings/components/provider-dashboard';
import { useServiceBookingsT } from '../../../features/service-bookings/lib/use-service-bookings-t';

/** /service-provider: the spec's welcome, then the provider's bookings and figures. */
export default function ServiceProviderDashboard() {
  const { t } = useServiceBookingsT();
  const money = useTranslation('money');
  const welcome = useRoleWelcome();
  useDocumentTitle(t('dashboard.title'));
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="xs">
            <RoleBadge role="service-provider" />
            <Text size="sm" fw={600} c="gray.7">
              {t('dashboard.title')}
            </Text>
          </Group>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              {welcome}
            </Title>
            <Group gap="xs">
              <Button component={Link} to="/service-provider/services">
                {t('dashboard.myServices')}
              </Button>
              <Button component={Link} to="/service-provider/profile" variant="default">
                {t('dashboard.profile')}
              </Button>
            </Group>
          </Group>
        </Stack>
        <ProviderDashboard />
        <Stack gap="sm" component="section" aria-labelledby="provider-upi">
          <Title order={2} size="h3" id="provider-upi">
            {money.t('upiId.title')}
          </Title>
          <UpiIdForm />
        </Stack>
      </Stack>
    </PageContainer>
  );
}
