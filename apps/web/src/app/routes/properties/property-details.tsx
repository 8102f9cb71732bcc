import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { isOpenStatus } from '../../../components/property/property-status';
import { useProperty } from '../../../lib/api/properties';
import { useRememberViewed } from '../../../lib/recently-viewed';
import { useSession } from '../../../lib/session';
import { ApplyCard } from '../../../features/applications/components/apply-card';
import { BookStayCard } from '../../../features/bookings/components/book-stay';
import { CommentsSection } from '../../../features/comments/components/comments-section';
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle';
import { PropertyDetailsView } from '../../../features/property-details/components/property-details-view';
import { ReportButton } from '../../../features/reports/components/report-button';
import { BookVisitCard } from '../../../features/site-visits/components/book-visit-card';

/** /properties/:id (and /owner/properties/:id): one listing with its comments and ratings. */
export default function PropertyDetails() {
  const { id = '' } = useParams();
  const { data: me } = useSession();
  const isSeeker = me?.userType === 'tenant';
  // The same query the page shows: once it loads, it joins this person's "Recently viewed".
  const property = useProperty(id);
  useRememberViewed(
    me?.id,
    property.data && me?.id !== property.data.ownerId ? property.data : undefined,
  );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PropertyDetailsView
        key={id}
        id={id}
        favorite={<FavoriteToggle propertyId={id} size="xl" />}
        cardActions={(propertyId) => <FavoriteToggle propertyId={propertyId} />}
        comments={(property) => (
          <CommentsSection
            propertyId={property.id}
            listingOwnerId={property.ownerId}
            commentActions={(commentId) => (
              <ReportButton targetType="comment" targetId={commentId} compact />
            )}
          />
        )}
        // Seekers apply and book from here (only tenants may: spec sections 5 and 6); anyone but the
        // owner may report the listing.
        actions={(property, isOwner) =>
          isOwner ? null : (
            <>
              {isSeeker ? (
                <ApplyCard propertyId={property.id} open={isOpenStatus(property.status)} />
              ) : null}
              {isSeeker && isOpenStatus(property.status) ? (
                <BookVisitCard propertyId={property.id} />
              ) : null}
              {isSeeker && property.listingType === 'rent' && isOpenStatus(property.status) ? (
                <BookStayCard
                  propertyId={property.id}
                  title={property.title}
                  monthlyRent={property.rent}
                />
              ) : null}
              <ReportButton targetType="listing" targetId={property.id} />
            </>
          )
        }
      />
    </Container>
  );
}
