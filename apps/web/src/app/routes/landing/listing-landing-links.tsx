import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { City } from '@nivaas/shared';
import { usePlaceNames } from '../../../lib/place-names';
import {
  citiesByState,
  LANDING_TYPES,
  landingPath,
  type LandingListing,
  type LandingType,
} from './place-names-data';

interface LinksProps {
  listing: LandingListing;
  heading: string;
}

/** The other kinds of home in a city, as links to their landing pages. */
export function TypeLinks({
  listing,
  city,
  current,
  heading,
}: LinksProps & { city: City; current?: LandingType }) {
  const { t } = useTranslation('landing');
  return (
    <nav aria-label={heading}>
      <Stack gap={6}>
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Group gap="md">
          {LANDING_TYPES.filter((type) => type !== current).map((type) => (
            <Anchor key={type} component={Link} to={landingPath(listing, city, type)}>
              {t(`types.${type}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </nav>
  );
}

/** Cities as links to the same kind of home there; every city of the dataset unless given. */
export function CityLinks({
  listing,
  type,
  cities,
  heading,
}: LinksProps & { type: LandingType; cities?: City[] }) {
  const places = usePlaceNames();
  const groups = cities ? [{ state: '', cities }] : citiesByState();
  return (
    <nav aria-label={heading}>
      <Stack gap={6}>
        <Title order={2} size="h4">
          {heading}
        </Title>
        {groups.map((group) => (
          <Stack key={group.state || 'cities'} gap={2}>
            {group.state && (
              <Text size="sm" fw={600} c="dimmed">
                {places.state(group.state)}
              </Text>
            )}
            <Group gap="md">
              {group.cities.map((city) => (
                <Anchor key={city.slug} component={Link} to={landingPath(listing, city, type)}>
                  {places.city(city.name)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}
