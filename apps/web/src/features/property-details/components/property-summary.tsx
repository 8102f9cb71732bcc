import type { ReactNode } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { Property } from '@nivaas/shared';
import { formatINR } from '../../../lib/format';
import { usePropertyLabels } from '../../../lib/property-labels';
import { InterestButton } from './interest-button';

interface PropertySummaryProps {
  property: Property;
  isOwner: boolean;
  /** The favourite heart (from the favourites feature). */
  favorite?: ReactNode;
}

/** The price and what to do next, kept in view beside the details on wide screens. */
export function PropertySummary({ property: p, isOwner, favorite }: PropertySummaryProps) {
  const { t } = useTranslation('propertyDetails');
  const labels = usePropertyLabels();
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={800} fz={26} lh={1.2} title={labels.exactPrice(p) || undefined}>
              {labels.price(p)}
            </Text>
            {labels.perSqft(p) && (
              <Text size="sm" c="dimmed">
                {labels.perSqft(p)}
              </Text>
            )}
            {p.listingType === 'rent' && (
              <Text size="sm" c="dimmed">
                {p.deposit > 0 ? t('deposit', { amount: formatINR(p.deposit) }) : t('noDeposit')}
              </Text>
            )}
          </Stack>
          {favorite}
        </Group>
        <InterestButton propertyId={p.id} isOwner={isOwner} interestedCount={p.interestedCount} />
        {isOwner && (
          <Text size="sm" c="dimmed">
            {t('views', { count: p.viewCount })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
