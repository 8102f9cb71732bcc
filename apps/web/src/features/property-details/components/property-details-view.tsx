import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { publicListingPath, type Property } from '@nivaas/shared';
import { isOpenStatus } from '../../../components/property/property-status';
import { UnderReview } from '../../../components/property/under-review';
import { ShareButton } from '../../../components/share/share-button';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { appUrl } from '../../../lib/share-links';
import { isNotFound, useProperty } from '../../../lib/api/properties';
import { useSimilar } from '../api/similar';
import { usePropertyLive } from '../api/use-property-live';
import { ListingActionBar } from './listing-action-bar';
import { OwnerCard } from './owner-card';
import { PropertyAbout } from './property-about';
import { PropertyDetailsSkeleton } from './property-details-skeleton';
import { PropertyFactsList } from './property-facts-list';
import { PropertyGallery } from './property-gallery';
import { PropertyGone } from './property-gone';
import { PropertyHeading } from './property-heading';
import { PropertyLocation } from './property-location';
import { PropertySummary } from './property-summary';
import { SimilarProperties } from './similar-properties';
import classes from './property-details.module.css';
import { QueryFailure } from '../../../components/ui/query-state';

export interface PropertyDetailsViewProps {
  id: string;
  /** The favourite heart for this listing. */
  favorite?: ReactNode;
  /** Controls on each similar listing's card. */
  cardActions?: (propertyId: string) => ReactNode;
  /** The comments and ratings section, given the listing. */
  comments?: (property: Property) => ReactNode;
  /** What a visitor can do next beside the price (apply, book a stay), given the listing. */
  actions?: (property: Property, isOwner: boolean) => ReactNode;
}

/** One listing, everything about it, kept live while open. */
export function PropertyDetailsView({
  id,
  favorite,
  cardActions,
  comments,
  actions,
}: PropertyDetailsViewProps) {
  const { t } = useTranslation(['propertyDetails', 'common']);
  const property = useProperty(id);
  const similar = useSimilar(id, property.isSuccess);
  const { data: me } = useSession();
  const similarList = similar.data?.properties ?? [];
  const deleted = usePropertyLive(
    id,
    similarList.map((p) => p.id),
  );
  const notFound = isNotFound(property.error);
  useDocumentTitle(property.data?.title ?? (notFound ? t('notFound.title') : null));

  if (deleted) return <PropertyGone reason="deleted" />;
  if (property.isPending) return <PropertyDetailsSkeleton />;
  if (notFound) return <PropertyGone reason="notFound" />;
  if (property.isError) {
    return <QueryFailure query={property} title={t('loadFailed')} retryLabel={t('retry')} />;
  }

  const p = property.data;
  const isOwner = me?.id === p.ownerId;
  // An open listing is shared as its public preview: anyone can open it, with a proper card.
  const shareUrl = appUrl(isOpenStatus(p.status) ? publicListingPath(p) : `/properties/${p.id}`);
  const share = (compact: boolean) => (
    <ShareButton
      url={shareUrl}
      title={p.title}
      variant="default"
      fullWidth={!compact}
      iconOnly={compact}
    />
  );
  return (
    <Stack gap="xl">
      <div className={classes.layout}>
        <Stack className={classes.top} gap="md">
          <PropertyGallery images={p.images} title={p.title} />
          <PropertyHeading property={p} />
          <UnderReview property={p} />
          {!isOpenStatus(p.status) && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('unavailable')}
            />
          )}
        </Stack>
        <div className={classes.side}>
          <Stack gap="md" className={classes.sticky}>
            <PropertySummary property={p} isOwner={isOwner} favorite={isOwner ? null : favorite} />
            {actions?.(p, isOwner)}
            {share(false)}
            <OwnerCard ownerId={p.ownerId} propertyId={p.id} isOwner={isOwner} />
          </Stack>
        </div>
        <Stack className={classes.body} gap="xl">
          <PropertyFactsList property={p} />
          <PropertyAbout property={p} />
          <PropertyLocation property={p} />
          {comments?.(p)}
        </Stack>
      </div>
      <SimilarProperties
        properties={similar.data?.properties}
        pending={similar.isPending}
        cardActions={cardActions}
      />
      <ListingActionBar property={p} isOwner={isOwner} share={share(true)} />
    </Stack>
  );
}
