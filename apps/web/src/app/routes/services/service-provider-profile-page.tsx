import { useState } from 'react';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ServiceCard } from '@nivaas/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { myPropertiesQuery } from '../../../features/owner-properties/api/owner-properties';
import { ReportButton } from '../../../features/reports/components/report-button';
import { ServiceBookingModal } from '../../../features/service-bookings/components/service-booking-modal';
import { useProviderPage } from '../../../features/services/api/services';
import { ProviderHeader } from '../../../features/services/components/provider-view';
import { ProviderReviews } from '../../../features/services/components/provider-reviews';
import { ServiceCardGrid } from '../../../features/services/components/service-results';
import { areaPrefix, searchHref } from '../../../features/services/lib/area-path';
import { useServicesT } from '../../../features/services/lib/use-services-t';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** Long enough to read the two sentences of "Booking requested…". */
const BOOKED_NOTICE_MS = 10_000;

/** An owner's own listings, to attach one to a booking; nobody else asks for them. */
function useOwnerProperties(enabled: boolean) {
  const query = useInfiniteQuery({ ...myPropertiesQuery(), enabled });
  return (query.data?.pages.flatMap((p) => p.properties) ?? []).map((p) => ({
    id: p.id,
    title: p.title,
  }));
}

/** /service-providers/{id} (also under /owner, /tenant, /service-provider): a provider's page. */
export default function ServiceProviderProfile() {
  const { t } = useServicesT();
  const { providerId = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const me = session.data;
  const query = useProviderPage(providerId);
  const [booking, setBooking] = useState<ServiceCard | null>(null);
  const provider = query.data?.provider;
  useDocumentTitle(provider ? `${provider.firstName} ${provider.lastName}` : t('provider.title'));
  const own = me?.id === providerId;
  const canBook = Boolean(me) && !own;
  // A visitor reads the page (decision 064); booking asks them to sign up first, and signing up
  // (or in) brings them back to this page.
  const visitor = !me && !session.isPending;
  const back = encodeURIComponent(`/service-providers/${encodeURIComponent(providerId)}`);
  const properties = useOwnerProperties(me?.userType === 'owner' && canBook);

  let body;
  if (query.isPending) body = <QuerySkeleton rows={2} h={190} />;
  else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    body = missing ? (
      <Alert color="gray" variant="light" role="alert">
        {t('provider.notFound')}
      </Alert>
    ) : (
      <QueryFailure query={query} retryLabel={t('search.retry')} />
    );
  } else {
    const { provider: p, services } = query.data;
    body = (
      <Stack gap="xl">
        <ProviderHeader
          provider={p}
          actions={
            canBook ? (
              <Button
                component={Link}
                variant="light"
                to={`${areaPrefix(pathname)}/messages/${encodeURIComponent(p.id)}`}
              >
                {t('provider.message')}
              </Button>
            ) : own ? (
              <Button component={Link} variant="light" to="/service-provider/profile">
                {t('provider.edit')}
              </Button>
            ) : null
          }
        />
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('provider.services')}
          </Title>
          {services.length === 0 ? (
            <Text c="gray.7">{t('provider.noServices')}</Text>
          ) : (
            <ServiceCardGrid
              cards={services}
              action={(card) =>
                canBook ? (
                  <Stack gap={4}>
                    {card.status === 'active' ? (
                      <Button fullWidth onClick={() => setBooking(card)}>
                        {t('provider.book')}
                      </Button>
                    ) : null}
                    <ReportButton targetType="service" targetId={card.id} compact />
                  </Stack>
                ) : visitor && card.status === 'active' ? (
                  <Stack gap={4}>
                    <Button fullWidth component={Link} to={`/register?role=tenant&from=${back}`}>
                      {t('provider.signUpToBook')}
                    </Button>
                    <Text size="sm" c="gray.7">
                      {t('provider.memberNote')}{' '}
                      <Anchor component={Link} to={`/login?from=${back}`} fw={600}>
                        {t('provider.signIn')}
                      </Anchor>
                    </Text>
                  </Stack>
                ) : null
              }
            />
          )}
        </Stack>
        <ProviderReviews providerId={p.id} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={searchHref(pathname)} size="sm">
          {t('provider.back')}
        </Anchor>
        {body}
      </Stack>
      <ServiceBookingModal
        service={booking}
        properties={properties}
        onClose={() => setBooking(null)}
        // A toast, not a notice at the top: the person booked from a card far down the page.
        onBooked={() =>
          notifications.show({
            color: 'teal',
            message: t('provider.booked'),
            autoClose: BOOKED_NOTICE_MS,
          })
        }
      />
    </Container>
  );
}
