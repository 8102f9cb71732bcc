import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SERVICE_CATEGORY_KEYS } from '@nivaas/shared';
import { Link } from 'react-router';
import { usePlaceNames } from '../../../lib/place-names';
import { LANDING_CITIES } from '../lib/landing';
import { cityName } from '../lib/search-params';
import { useServicesT } from '../lib/use-services-t';

/**
 * Each service in each city as a plain link to its public page (/services/{service}/{city}):
 * what a visitor or a crawler follows from /services, where the filters are a form.
 */
export function ServiceCityLinks() {
  const { t } = useServicesT();
  const places = usePlaceNames();
  return (
    <Paper component="nav" withBorder radius="lg" p="md" aria-labelledby="service-city-links">
      <Stack gap="sm">
        <Title order={2} size="h4" id="service-city-links">
          {t('landing.browseByCity')}
        </Title>
        {LANDING_CITIES.map((city) => (
          <Stack key={city} gap={2}>
            <Text fw={600}>{places.city(cityName(city))}</Text>
            <Group gap="md">
              {SERVICE_CATEGORY_KEYS.map((category) => (
                <Anchor key={category} component={Link} to={`/services/${category}/${city}`}>
                  {t('landing.title', {
                    service: t(`categories.${category}`),
                    city: places.city(cityName(city)),
                  })}
                </Anchor>
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The same service in the other cities, as links: from /services/{service}/{city}. */
export function ServiceOtherCities({
  serviceSlug,
  serviceName,
  current,
}: {
  serviceSlug: string;
  serviceName: string;
  current: string;
}) {
  const { t } = useServicesT();
  const places = usePlaceNames();
  return (
    <Paper component="nav" withBorder radius="lg" p="md" aria-labelledby="service-other-cities">
      <Stack gap="xs">
        <Text fw={600} id="service-other-cities">
          {t('landing.otherCities', { service: serviceName })}
        </Text>
        <Group gap="md">
          {LANDING_CITIES.filter((c) => c !== current).map((city) => (
            <Anchor key={city} component={Link} to={`/services/${serviceSlug}/${city}`}>
              {places.city(cityName(city))}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
