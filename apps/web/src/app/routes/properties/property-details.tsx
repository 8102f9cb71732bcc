import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { CommentsSection } from '../../../features/comments/components/comments-section';
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle';
import { PropertyDetailsView } from '../../../features/property-details/components/property-details-view';

/** /properties/:id (and /owner/properties/:id): one listing with its comments and ratings. */
export default function PropertyDetails() {
  const { id = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PropertyDetailsView
        key={id}
        id={id}
        favorite={<FavoriteToggle propertyId={id} size="xl" />}
        cardActions={(propertyId) => <FavoriteToggle propertyId={propertyId} />}
        comments={(property) => (
          <CommentsSection propertyId={property.id} listingOwnerId={property.ownerId} />
        )}
      />
    </Container>
  );
}
