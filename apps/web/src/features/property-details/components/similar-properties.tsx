import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { PropertySearchHit } from '@nivaas/shared';
import { PropertyCard } from '../../../components/property/property-card';

interface SimilarPropertiesProps {
  properties: PropertySearchHit[] | undefined;
  pending: boolean;
  cardActions?: (propertyId: string) => ReactNode;
}

const GRID = { base: 1, xs: 2, md: 3 } as const;

/** Open listings of the same kind nearby, nearest first. */
export function SimilarProperties({ properties, pending, cardActions }: SimilarPropertiesProps) {
  const { t } = useTranslation('propertyDetails');
  let body: ReactNode;
  if (pending) {
    body = (
      <SimpleGrid cols={GRID} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (!properties || properties.length === 0) {
    // A failed lookup reads the same as none: this section is a suggestion, not the page.
    body = <Text c="dimmed">{t('similar.none')}</Text>;
  } else {
    body = (
      <SimpleGrid cols={GRID}>
        {properties.slice(0, 6).map((p) => (
          <PropertyCard key={p.id} property={p} actions={cardActions?.(p.id)} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-title">
      <Title order={2} size="h3" id="similar-title">
        {t('similar.title')}
      </Title>
      {body}
    </Stack>
  );
}
