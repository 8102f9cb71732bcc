import { lazy, Suspense } from 'react';
import { Anchor, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { Property } from '@nivaas/shared';
import { useMapTiles } from '../../../lib/api/config';
import { usePlaceNames } from '../../../lib/place-names';
import { ClientOnly } from '../../../components/ui/client-only';
import { fullAddress, mapsLink } from '../lib/property-facts';

const LocalityMap = lazy(() => import('../../../components/property/locality-map'));

/**
 * Where the home is: the address in words, a link to Google Maps and a map of the locality. A
 * reader the owner has not written to sees the locality and a wider circle, not the door.
 */
export function PropertyLocation({ property: p }: { property: Property }) {
  const { t } = useTranslation('propertyDetails');
  const places = usePlaceNames();
  const tiles = useMapTiles();
  return (
    <Stack gap="sm" component="section" aria-labelledby="location-title">
      <Title order={2} size="h3" id="location-title">
        {t('location.title')}
      </Title>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2}>
          <Text>{fullAddress(p)}</Text>
          {!p.exactAddress && (
            <Text size="sm" c="dimmed">
              {t('location.approximate')}
            </Text>
          )}
        </Stack>
      </Group>
      {p.additionalInfo && (
        <Text size="sm" c="dimmed">
          {p.additionalInfo}
        </Text>
      )}
      <Anchor href={mapsLink(p)} target="_blank" rel="noopener noreferrer">
        <Group gap={4} component="span">
          {t('location.openMaps')}
          <IconExternalLink size={16} aria-hidden />
          <VisuallyHidden component="span">{t('location.newTab')}</VisuallyHidden>
        </Group>
      </Anchor>
      {/* Leaflet needs a window: the map is the browser's to draw, never the server's. */}
      {p.location && (
        <ClientOnly fallback={<Skeleton height={260} radius="md" />}>
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <LocalityMap
              lat={p.location.lat}
              lng={p.location.lng}
              approximate={!p.exactAddress}
              tileUrl={tiles?.tileUrl ?? ''}
              attribution={tiles?.attribution ?? ''}
              label={t('location.mapLabel', {
                locality: places.locality(p.sublocality),
                city: places.city(p.city),
              })}
            />
          </Suspense>
        </ClientOnly>
      )}
    </Stack>
  );
}
