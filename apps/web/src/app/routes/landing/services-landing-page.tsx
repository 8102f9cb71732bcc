import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SERVICE_CATEGORY_KEYS } from '@nivaas/shared';
import { Link, useParams } from 'react-router';
import { useDocumentDescription } from '../../../components/ui/use-document-description';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PageContainer } from '../../../components/ui/page-container';
import { ServiceResults } from '../../../features/services/components/service-results';
import { ServiceOtherCities } from '../../../features/services/components/service-city-links';
import {
  LANDING_CITIES,
  landingCity,
  landingFilters,
  landingService,
  type LandingService,
} from '../../../features/services/lib/landing';
import { usePlaceNames } from '../../../lib/place-names';
import { cityName, serviceFiltersToParams } from '../../../features/services/lib/search-params';
import { useServicesT } from '../../../features/services/lib/use-services-t';
import { fromSlug } from './place-names';

/** /services/{service}/{city}: a public page of the providers of one service in one city. */
export default function ServicesLanding() {
  const { service: serviceSlug = '', city: citySlug = '' } = useParams();
  const service = landingService(serviceSlug);
  const city = landingCity(citySlug);
  if (!service || !city)
    return (
      <UnknownLanding
        serviceSlug={serviceSlug}
        citySlug={citySlug}
        service={service}
        knownCity={city?.slug ?? null}
      />
    );
  return (
    <Landing
      key={`${serviceSlug}/${city.slug}`}
      slug={service.subcategory ?? service.category}
      service={service}
      city={city.slug}
    />
  );
}

function useServiceName(service: LandingService): string {
  const { t } = useServicesT();
  return service.subcategory
    ? t(`subcategories.${service.subcategory}`)
    : t(`categories.${service.category}`);
}

function Landing({ slug, service, city }: { slug: string; service: LandingService; city: string }) {
  const { t } = useServicesT();
  const places = usePlaceNames();
  const names = { service: useServiceName(service), city: places.city(cityName(city)) };
  const filters = landingFilters(service, city);
  const heading = t('landing.title', names);
  useDocumentTitle(heading);
  useDocumentDescription(t('landing.description', names));
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          <Text c="gray.7" size="lg" maw={720}>
            {t('landing.lead', names)}
          </Text>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/services?${serviceFiltersToParams(filters).toString()}`}
              variant="light"
            >
              {t('landing.refine')}
            </Button>
          </Group>
        </Stack>
        <ServiceResults filters={filters} />
        <OtherLinks city={city} current={service.category} />
        <ServiceOtherCities serviceSlug={slug} serviceName={names.service} current={city} />
      </Stack>
    </PageContainer>
  );
}

function OtherLinks({ city, current }: { city: string; current?: string }) {
  const { t } = useServicesT();
  const places = usePlaceNames();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Text fw={600}>{t('landing.other', { city: places.city(cityName(city)) })}</Text>
        <Group gap="md">
          {SERVICE_CATEGORY_KEYS.filter((c) => c !== current).map((c) => (
            <Anchor key={c} component={Link} to={`/services/${c}/${city}`}>
              {t(`categories.${c}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

function UnknownLanding({
  serviceSlug,
  citySlug,
  service,
  knownCity,
}: {
  serviceSlug: string;
  citySlug: string;
  service: LandingService | null;
  knownCity: string | null;
}) {
  const { t } = useServicesT();
  const places = usePlaceNames();
  const title = !service
    ? t('landing.unknownService', { service: fromSlug(serviceSlug) })
    : t('landing.unknownCity', { city: fromSlug(citySlug) });
  useDocumentTitle(title);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="gray.7">{t('landing.unknownLead')}</Text>
        {!service ? (
          <Stack gap="xs">
            <Text fw={600}>{t('landing.tryService')}</Text>
            <Group gap="md">
              {SERVICE_CATEGORY_KEYS.map((c) => (
                <Anchor key={c} component={Link} to={`/services/${c}/${knownCity ?? 'hyderabad'}`}>
                  {t(`categories.${c}`)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{t('landing.tryCity')}</Text>
            <Group gap="md">
              {LANDING_CITIES.map((c) => (
                <Anchor key={c} component={Link} to={`/services/${serviceSlug.toLowerCase()}/${c}`}>
                  {places.city(cityName(c))}
                </Anchor>
              ))}
            </Group>
          </Stack>
        )}
        <Button component={Link} to="/services" style={{ alignSelf: 'flex-start' }}>
          {t('landing.browse')}
        </Button>
      </Stack>
    </Container>
  );
}
