import { lazy, Suspense, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import type { Translate } from '../../../lib/translate';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';
import { usePropertyLabels } from '../../../lib/property-labels';
import { MyApplications } from '../../../features/applications/components/my-applications';
import { BookingsList } from '../../../features/bookings/components/bookings-list';
import { useFavoriteList } from '../../../features/favorites/api/favorites';
import { MyRentNotices } from '../../../features/rent-escalations/components/my-rent-notices';
import { DepositRefunds } from '../../../features/rent-ledger/components/deposit-refunds';
import { MyDues } from '../../../features/rent-ledger/components/my-dues';
import { VisitsList } from '../../../features/site-visits/components/visits-list';
import { SavedSearchesView } from '../../../features/saved-searches/components/saved-searches-view';
import { RecentSearchesCard } from './recent-searches-card';
import { QuerySkeleton } from '../../../components/ui/query-state';

/** Its own chunk, so this page's entry in the router stays small. */
const MyServiceBookings = lazy(() =>
  import('../../../features/service-bookings/components/my-service-bookings').then((m) => ({
    default: m.MyServiceBookings,
  })),
);

function Section({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const FAVOURITES_SHOWN = 4;
/** The newest saved searches the home lists, each with its actions; the rest on /saved-searches. */
const SAVED_SEARCHES_SHOWN = 3;

function Favourites({ t }: { t: Translate<'tenantHome'> }) {
  const list = useFavoriteList();
  const labels = usePropertyLabels();
  if (list.isPending) return <QuerySkeleton rows={1} h={72} />;
  if (list.isError || list.data.properties.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('favourites.empty')}
      </Text>
    );
  return (
    <Stack component="ul" gap={6} p={0} m={0}>
      {list.data.properties.slice(0, FAVOURITES_SHOWN).map((p) => (
        <Group component="li" key={p.id} gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
          <IconHeart
            size={16}
            aria-hidden
            style={{ flexShrink: 0 }}
            color="var(--mantine-color-red-7)"
          />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/properties/${encodeURIComponent(p.id)}`} truncate="end">
              {p.title}
            </Anchor>
            <Text size="xs" c="gray.7" truncate="end">
              {[labels.price(p), [p.sublocality, p.city].filter(Boolean).join(', ')]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * /tenant: the seeker's home. Where their applications stand, their stays, rent notices to
 * acknowledge, saved homes, their saved searches (run, rename, change the alert, delete) and
 * the searches they ran, each a step from what to do next.
 */
export default function TenantDashboard() {
  const { t, i18n } = useTranslation([
    'tenantHome',
    'applications',
    'bookings',
    'rentEscalation',
    'applicationForms',
    'money',
    'siteVisits',
    'savedSearches',
    'common',
  ]);
  const welcome = useRoleWelcome();
  useDocumentTitle(t('title'));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="xs">
            <RoleBadge role="tenant" />
            <Text size="sm" fw={600} c="gray.7">
              {t('title')}
            </Text>
          </Group>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
              {welcome}
            </Title>
            <Group gap="xs">
              <Button
                component={Link}
                to="/tenant/properties"
                leftSection={<IconSearch size={16} aria-hidden />}
              >
                {t('actions.search')}
              </Button>
              <Button component={Link} to="/tenant/profile#answers" variant="default">
                {t('actions.answers')}
              </Button>
            </Group>
          </Group>
        </Stack>
        <Grid gap="md">
          <Grid.Col span={12}>
            <Section id="home-dues" title={t('money:title')}>
              <MyDues as="tenant" />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Section
              id="home-applications"
              title={t('sections.applications')}
              action={
                <Anchor component={Link} to="/tenant/applications" size="sm">
                  {t('seeAll')}
                </Anchor>
              }
            >
              <MyApplications limit={3} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" h="100%">
              <Section id="home-notices" title={t('sections.notices')}>
                <MyRentNotices />
              </Section>
              <Section
                id="home-favourites"
                title={t('sections.favourites')}
                action={
                  <Anchor component={Link} to="/tenant/favorites" size="sm">
                    {t('seeAll')}
                  </Anchor>
                }
              >
                <Favourites t={t} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Section id="home-stays" title={t('sections.stays')}>
              <BookingsList
                as="tenant"
                limit={5}
                filterable={false}
                stayActions={(stay) =>
                  stay.status === 'confirmed' ? <DepositRefunds bookingId={stay.id} /> : null
                }
              />
            </Section>
          </Grid.Col>
          <Grid.Col span={12}>
            <Section
              id="home-visits"
              title={t('siteVisits:page.title')}
              action={
                <Anchor component={Link} to="/visits" size="sm">
                  {t('siteVisits:page.seeAll')}
                </Anchor>
              }
            >
              <VisitsList as="seeker" />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Section
              id="home-saved-searches"
              title={t('sections.savedSearches')}
              action={
                <Anchor component={Link} to="/saved-searches" size="sm">
                  {t('seeAll')}
                </Anchor>
              }
            >
              <SavedSearchesView searchPath="/tenant/properties" limit={SAVED_SEARCHES_SHOWN} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Section id="home-searches" title={t('sections.searches')}>
              <RecentSearchesCard t={t} language={i18n.language} />
            </Section>
          </Grid.Col>
          <Grid.Col span={12}>
            <Suspense fallback={<Skeleton h={120} radius="lg" />}>
              <MyServiceBookings compact />
            </Suspense>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
