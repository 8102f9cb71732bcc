import { Container } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { publicListingPath } from '@nivaas/shared';
import { ShareButton } from '../../../components/share/share-button';
import { appUrl } from '../../../lib/share-links';
import { ListingPreviewView } from '../../../features/listing-previews/components/listing-preview-view';
import { fromSlug } from './place-names';
import { landingCity, landingListing, landingPath, landingType } from './place-names-data';

/**
 * /rent/{city}/{type}/{id} and /buy/{city}/{type}/{id}: an open listing's public preview, the
 * page a shared link opens (its title, description and card come with the server's HTML).
 */
export default function ListingPreview() {
  const { city: citySlug = '', type: typeSlug = 'all', id = '' } = useParams();
  const { t } = useTranslation('landing');
  const listing = landingListing(useLocation().pathname);
  const city = landingCity(citySlug);
  const type = landingType(typeSlug) ?? 'all';
  const back = {
    href: landingPath(listing, city ?? citySlug, type),
    label: t(`heading.${listing}`, {
      type: t(`types.${type}`),
      city: city?.name ?? fromSlug(citySlug),
    }),
  };
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <ListingPreviewView
        key={id}
        id={id}
        back={back}
        share={(listing) => (
          <ShareButton url={appUrl(publicListingPath(listing))} title={listing.title} fullWidth />
        )}
      />
    </Container>
  );
}
