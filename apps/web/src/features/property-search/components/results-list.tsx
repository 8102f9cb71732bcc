import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { PropertySearchHit } from '@nivaas/shared';
import { PropertyCard } from '../../../components/property/property-card';
import { PropertyCardSkeleton } from '../../../components/property/property-card-skeleton';

export type RenderActions = (hit: PropertySearchHit) => ReactNode;

const GRID = { base: 1, xs: 2, lg: 3 } as const;

/** The listings as cards; `renderActions` lets the page add controls (the favourite heart). */
export function ResultsList({
  hits,
  renderActions,
  hrefOf,
}: {
  hits: PropertySearchHit[];
  renderActions?: RenderActions;
  /** Where each card leads; the signed-in listing page unless given (landing pages: the preview). */
  hrefOf?: (hit: PropertySearchHit) => string;
}) {
  const { t } = useTranslation('search');
  return (
    <SimpleGrid cols={GRID} spacing="md" component="ul" aria-label={t('results.label')} p={0} m={0}>
      {hits.map((hit, i) => (
        <li key={hit.id} style={{ listStyle: 'none' }}>
          <PropertyCard
            property={hit}
            href={hrefOf?.(hit)}
            actions={renderActions?.(hit)}
            priority={i === 0}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders while the first page loads. */
export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('search');
  return (
    <SimpleGrid cols={GRID} spacing="md" aria-busy aria-label={t('results.loading')} role="status">
      {Array.from({ length: count }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
