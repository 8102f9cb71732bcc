import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { PublicListing } from '@nivaas/shared';
import { useMapTiles } from '../../../lib/api/config';
import { ClientOnly } from '../../../components/ui/client-only';

const LocalityMap = lazy(() => import('../../../components/property/locality-map'));

/** The locality and a circle around the approximate point: never the door. */
export function PreviewLocation({ listing: p }: { listing: PublicListing }) {
  const { t } = useTranslation('preview');
  const tiles = useMapTiles();
  return (
    <Stack gap="sm" component="section" aria-labelledby="preview-location">
      <Title order={2} size="h3" id="preview-location">
        {t('location')}
      </Title>
      <Text>{t('place', { locality: p.sublocality, city: p.city })}</Text>
      <Text size="sm" c="gray.7">
        {t('approximate', { distance: p.approximateRadiusM })}
      </Text>
      {p.location && (
        <ClientOnly fallback={<Skeleton height={260} radius="md" />}>
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <LocalityMap
              lat={p.location.lat}
              lng={p.location.lng}
              approximate
              radiusM={p.approximateRadiusM}
              tileUrl={tiles?.tileUrl ?? ''}
              attribution={tiles?.attribution ?? ''}
              label={t('mapLabel', { locality: p.sublocality, city: p.city })}
            />
          </Suspense>
        </ClientOnly>
      )}
    </Stack>
  );
}
