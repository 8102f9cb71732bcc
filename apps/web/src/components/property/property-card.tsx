import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { PROPERTY_PHOTO_SIZES, type Property } from '@nivaas/shared';
import { usePlaceNames } from '../../lib/place-names';
import { PhoneVerifiedBadge } from '../ui/phone-verified-badge';
import { VerifiedBadge } from '../ui/verified-badge';
import { usePropertyLabels } from '../../lib/property-labels';
import { isOpenStatus } from './property-status';
import { formatDistanceKm } from './format-distance';
import { imageSrcSet } from './image-sources';
import classes from './property-card.module.css';

export interface PropertyCardProps {
  property: Property & { distanceKm?: number | null };
  href?: string;
  /** Controls shown over the photo, top right (favourite toggle, owner menu). */
  actions?: ReactNode;
  /**
   * The first card of a page: its photo is the page's largest element, so it loads at once and
   * first instead of waiting for layout like the others.
   */
  priority?: boolean;
  /** The photo's width on screen (`sizes`) where it differs from a grid card's. */
  imageSizes?: string;
}

/** One listing in a grid: photo, price, size and place; the whole card opens the listing. */
export function PropertyCard({
  property: p,
  href,
  actions,
  priority,
  imageSizes,
}: PropertyCardProps) {
  const labels = usePropertyLabels();
  const { t, i18n } = useTranslation('listing');
  const places = usePlaceNames();
  const cover = p.images[0];
  const facts = [
    labels.size(p),
    labels.enumLabel('type', p.type),
    p.type === 'plot' ? '' : labels.enumLabel('furnishing', p.furnishing),
  ].filter(Boolean);
  const distance = formatDistanceKm(p.distanceKm, i18n.language);
  const closed = !isOpenStatus(p.status);

  return (
    <Card withBorder radius="md" padding={0} className={classes.card} component="article">
      <div className={classes.media} data-closed={closed || undefined}>
        {cover ? (
          <img
            className={classes.image}
            src={cover.cardUrl}
            srcSet={imageSrcSet(cover)}
            sizes={imageSizes ?? PROPERTY_PHOTO_SIZES.card}
            alt={labels.t('coverAlt', { title: p.title })}
            width={cover.width}
            height={cover.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder}>
            <IconPhotoOff size={28} aria-hidden />
            <Text size="sm">{labels.t('noPhoto')}</Text>
          </div>
        )}
        {closed && (
          <Badge className={classes.status} color="dark" variant="filled">
            {labels.enumLabel('status', p.status)}
          </Badge>
        )}
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
      <Stack gap={4} p="sm" style={{ flex: 1 }}>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fw={700} size="lg">
            {labels.price(p)}
          </Text>
          {labels.perSqft(p) && (
            <Text size="xs" c="dimmed">
              {labels.perSqft(p)}
            </Text>
          )}
        </Group>
        <Text fw={500} lineClamp={2}>
          <Link to={href ?? `/properties/${p.id}`} className={classes.link}>
            {p.title}
          </Link>
        </Text>
        {facts.length > 0 && (
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
        {p.ownerVerified || p.ownerPhoneVerified ? (
          <Group gap={6}>
            <VerifiedBadge kind="owner" verified={p.ownerVerified} size="sm" />
            <PhoneVerifiedBadge verified={p.ownerPhoneVerified} size="sm" />
          </Group>
        ) : null}
        <Group gap="xs" justify="space-between" wrap="nowrap" mt="auto">
          <Text size="sm" lineClamp={1}>
            {t('card.place', {
              locality: places.locality(p.sublocality),
              city: places.city(p.city),
            })}
          </Text>
          {distance && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('card.distance', { distance })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
