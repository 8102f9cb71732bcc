import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ServiceCard as Card } from '@nivaas/shared';
import { Link, useLocation } from 'react-router';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { providerHref } from '../lib/area-path';
import { ratingText, servicePrice } from '../lib/price';
import { usePlaceNames } from '../../../lib/place-names';
import { cityName } from '../lib/search-params';
import { useServicesT } from '../lib/use-services-t';

/** One service: photo, title, provider (a link to their page), price, rating and places. */
export function ServiceCard({ card, action }: { card: Card; action?: ReactNode }) {
  const { t } = useServicesT();
  const places = usePlaceNames();
  const { pathname } = useLocation();
  const name = `${card.provider.firstName} ${card.provider.lastName}`.trim();
  const rating = ratingText(t, card.rating, card.reviewCount);
  return (
    <Paper withBorder radius="lg" p="md" h="100%" data-testid="service-card">
      <Stack gap="xs" h="100%">
        {card.imageUrl ? (
          <Image src={card.imageUrl} alt="" h={140} radius="md" loading="lazy" />
        ) : null}
        <Group gap={6} wrap="wrap">
          <Badge variant="light">{t(`categories.${card.category}`)}</Badge>
          <Badge variant="outline" color="gray">
            {t(`subcategories.${card.subcategory}`, { defaultValue: card.subcategory })}
          </Badge>
          {card.status === 'paused' ? <Badge color="yellow">{t('status.paused')}</Badge> : null}
        </Group>
        <Text fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {card.title}
        </Text>
        <Anchor
          component={Link}
          to={providerHref(pathname, card.providerId)}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {t('card.by', { name })}
        </Anchor>
        {card.providerVerified || card.providerPhoneVerified ? (
          <Group gap={6} wrap="wrap">
            <VerifiedBadge kind="provider" verified={card.providerVerified} size="sm" />
            <PhoneVerifiedBadge verified={card.providerPhoneVerified} size="sm" />
          </Group>
        ) : null}
        <Text fw={600}>{servicePrice(t, card.price, card.priceType)}</Text>
        <Text size="sm" c={rating ? 'gray.8' : 'gray.6'}>
          {rating ?? t('rating.none')}
        </Text>
        {card.cities.length > 0 ? (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {card.cities.map((slug) => places.city(cityName(slug))).join(', ')}
          </Text>
        ) : null}
        {action ? <div style={{ marginTop: 'auto' }}>{action}</div> : null}
      </Stack>
    </Paper>
  );
}
