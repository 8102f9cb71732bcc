import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { Property } from '@nivaas/shared';
import { isOpenStatus } from '../../../components/property/property-status';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { usePlaceNames } from '../../../lib/place-names';
import { usePropertyLabels } from '../../../lib/property-labels';

/** Title, place and the one-line summary: "2 BHK · Apartment · Semi-furnished". */
export function PropertyHeading({ property: p }: { property: Property }) {
  const { t } = useTranslation('propertyDetails');
  const places = usePlaceNames();
  const labels = usePropertyLabels();
  const summary = [
    labels.size(p),
    labels.enumLabel('type', p.type),
    p.type === 'plot' ? '' : labels.enumLabel('furnishing', p.furnishing),
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light">{labels.t(`listingTypeLabel.${p.listingType}`)}</Badge>
        {!isOpenStatus(p.status) && (
          <Badge color="dark">{labels.enumLabel('status', p.status)}</Badge>
        )}
        <VerifiedBadge kind="owner" verified={p.ownerVerified} />
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
        {p.title}
      </Title>
      <Text c="dimmed">
        {t('place', { locality: places.locality(p.sublocality), city: places.city(p.city) })}
      </Text>
      {summary.length > 0 && <Text fw={500}>{summary.join(' · ')}</Text>}
    </Stack>
  );
}
