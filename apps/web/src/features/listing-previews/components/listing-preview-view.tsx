import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { amenityKey, type PublicListing } from '@nivaas/shared';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatINR, formatNumber } from '../../../lib/format';
import { usePropertyLabels } from '../../../lib/property-labels';
import { useSession } from '../../../lib/session';
import { isGone, usePublicListing } from '../api/public-listing';
import { PreviewLocation } from './preview-location';
import { PreviewPhotos } from './preview-photos';
import classes from './listing-preview.module.css';
import { QueryFailure } from '../../../components/ui/query-state';

interface ListingPreviewViewProps {
  id: string;
  /** The landing page it sits under, for "more like this" and a closed listing. */
  back: { href: string; label: string };
  /** The Share button, given the listing. */
  share?: (listing: PublicListing) => ReactNode;
}

/** An open listing for a visitor without an account: enough to decide, nothing to reach the owner. */
export function ListingPreviewView({ id, back, share }: ListingPreviewViewProps) {
  const { t } = useTranslation(['preview', 'common']);
  const listing = usePublicListing(id);
  useDocumentTitle(listing.data?.title ?? (isGone(listing.error) ? t('gone.title') : null));

  if (listing.isPending) return <div className={classes.empty} aria-busy role="status" />;
  if (isGone(listing.error)) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('gone.title')}</Title>
        <Text>{t('gone.body')}</Text>
        <Button component={Link} to={back.href}>
          {back.label}
        </Button>
      </Stack>
    );
  }
  if (listing.isError) {
    return <QueryFailure query={listing} title={t('error')} retryLabel={t('retry')} />;
  }
  const p = listing.data;
  // One column, price right under the heading: a phone reads the way on before scrolling.
  return (
    <Stack gap="lg">
      <PreviewPhotos images={p.images} title={p.title} />
      <PreviewHeading listing={p} />
      <PreviewPrice listing={p} share={share?.(p)} />
      <PreviewAmenities listing={p} />
      <PreviewLocation listing={p} />
      <Button component={Link} to={back.href} variant="default" style={{ alignSelf: 'start' }}>
        {back.label}
      </Button>
    </Stack>
  );
}

function PreviewHeading({ listing: p }: { listing: PublicListing }) {
  const { t } = useTranslation('preview');
  const labels = usePropertyLabels();
  const facts = [
    labels.size(p),
    labels.enumLabel('type', p.type),
    p.type === 'plot' ? '' : labels.enumLabel('furnishing', p.furnishing),
    p.type === 'plot' || p.type === 'commercial'
      ? ''
      : labels.t('bathrooms', { count: p.bathrooms }),
    p.area ? labels.t('area', { area: formatNumber(p.area) }) : '',
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light">{labels.t(`listingTypeLabel.${p.listingType}`)}</Badge>
        <VerifiedBadge kind="owner" verified={p.ownerVerified} />
        <PhoneVerifiedBadge verified={p.ownerPhoneVerified} />
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
        {p.title}
      </Title>
      <Text c="gray.7">{t('place', { locality: p.sublocality, city: p.city })}</Text>
      {facts.length > 0 && <Text fw={500}>{facts.join(' · ')}</Text>}
    </Stack>
  );
}

function PreviewAmenities({ listing: p }: { listing: PublicListing }) {
  const { t } = useTranslation('preview');
  const labels = usePropertyLabels();
  if (p.amenities.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="preview-amenities">
      <Title order={2} size="h3" id="preview-amenities">
        {t('amenities')}
      </Title>
      <Group gap="xs">
        {p.amenities.map((a) => {
          const key = amenityKey(a);
          return (
            <Badge key={a} variant="light" size="lg" radius="sm" tt="none">
              {key ? labels.t(`amenity.${key}`) : a}
            </Badge>
          );
        })}
      </Group>
    </Stack>
  );
}

/**
 * The price and the one way on: for a visitor, signing up to contact the owner, or signing in;
 * either comes back to the full listing.
 */
function PreviewPrice({ listing: p, share }: { listing: PublicListing; share: ReactNode }) {
  const { t } = useTranslation('preview');
  const labels = usePropertyLabels();
  const { data: me } = useSession();
  const full = `/properties/${encodeURIComponent(p.id)}`;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={800} fz={26} lh={1.2} title={labels.exactPrice(p) || undefined}>
            {labels.price(p)}
          </Text>
          {labels.perSqft(p) && <Text c="gray.7">{labels.perSqft(p)}</Text>}
          {p.listingType === 'rent' && (
            <Text size="sm" c="gray.7">
              {p.deposit > 0 ? t('deposit', { amount: formatINR(p.deposit) }) : t('noDeposit')}
            </Text>
          )}
        </Stack>
        {me ? (
          <Button component={Link} to={full}>
            {t('openFull')}
          </Button>
        ) : (
          <>
            <Button component={Link} to={`/register?role=tenant&from=${encodeURIComponent(full)}`}>
              {t('signUpToContact')}
            </Button>
            <Text size="sm" c="gray.7">
              {t('signUpNote')}{' '}
              <Anchor component={Link} to={`/login?from=${encodeURIComponent(full)}`} fw={600}>
                {t('signInLink')}
              </Anchor>
            </Text>
          </>
        )}
        {share}
      </Stack>
    </Card>
  );
}
