import { lazy, Suspense } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';
import { useMe } from '../../../lib/session';
import { MyListings } from '../../../features/owner-properties/components/listings/my-listings';
import { SummaryStats } from '../../../features/owner-properties/components/listings/summary-stats';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';
import { useOwnerT } from '../../../features/owner-properties/lib/use-owner-t';
import { useOwnerPropertiesLive } from '../../../features/owner-properties/realtime';
import { BookingsList } from '../../../features/bookings/components/bookings-list';
import { UpiIdForm } from '../../../features/payments/components/upi-id-form';
import { MyDues } from '../../../features/rent-ledger/components/my-dues';
import { PanPrompt } from '../../../features/documents/components/pan-prompt';
import { VisitsList } from '../../../features/site-visits/components/visits-list';
import { useTranslation } from '../../../lib/use-translation';

/** Its own chunk, so this page's entry in the router stays small. */
const MyServiceBookings = lazy(() =>
  import('../../../features/service-bookings/components/my-service-bookings').then((m) => ({
    default: m.MyServiceBookings,
  })),
);

/** /owner: the spec's welcome, the figures that matter, and the latest listings. */
export default function OwnerDashboard() {
  const { t } = useOwnerT();
  const renting = useTranslation([
    'bookings',
    'applications',
    'rentEscalation',
    'money',
    'siteVisits',
    'common',
  ]);
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
      <Stack gap="sm" component="section" aria-labelledby="owner-stays">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="owner-stays">
            {renting.t('bookings:list.ownerLabel')}
          </Title>
          <Button
            component={Link}
            to="/owner/applications"
            variant="light"
            size="sm"
            leftSection={<IconClipboardList size={16} aria-hidden />}
          >
            {renting.t('applications:page.ownerTitle')}
          </Button>
        </Group>
        <BookingsList as="owner" initialFilter="pending" limit={5} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="owner-visits">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="owner-visits">
            {renting.t('siteVisits:page.title')}
          </Title>
          <Button component={Link} to="/visits" variant="subtle" size="sm">
            {renting.t('siteVisits:page.seeAll')}
          </Button>
        </Group>
        <VisitsList as="owner" />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="owner-dues">
        <Title order={2} size="h3" id="owner-dues">
          {renting.t('money:title')}
        </Title>
        <PanPrompt />
        <MyDues as="owner" />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="owner-upi">
        <Title order={2} size="h3" id="owner-upi">
          {renting.t('money:upiId.title')}
        </Title>
        <UpiIdForm />
      </Stack>
      <Suspense fallback={<Skeleton h={120} radius="lg" />}>
        <MyServiceBookings />
      </Suspense>
    </OwnerPage>
  );
}
