import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { findCity, publicListingPath } from '@nivaas/shared';
import { PropertyCard } from '../../../components/property/property-card';
import { PropertyCardSkeleton } from '../../../components/property/property-card-skeleton';
import { useSearchFirstPage } from '../../../features/property-search/api/search-properties';
import { landingFilters, landingPath } from '../landing/place-names-data';
import { homeCity, type HomeChoice } from './home-choice';
import classes from './home.module.css';
import { QueryFailure } from '../../../components/ui/query-state';

const COUNT = 6;
/** Cards are 260 px wide at most: the 320 px photo fills them on most screens. */
const CARD_SIZES = '260px';

/**
 * A row of the newest open listings of the visitor's city, from the public search that the
 * landing pages use; each card opens the listing's public preview.
 */
export default function HomeListings({ choice }: { choice: HomeChoice }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const slug = homeCity(choice);
  const city = findCity(slug)!;
  const cityName = tc(`cities.${slug}`);
  const page = useSearchFirstPage(landingFilters(choice.listing, city, 'all'), COUNT);
  const landing = landingPath(choice.listing, city, 'all');

  return (
    <>
      <div className={classes.row}>
        {page.isPending ? (
          <ul
            className={classes.cards}
            aria-busy
            role="status"
            aria-label={t('listings.loading', { city: cityName })}
          >
            {Array.from({ length: COUNT }, (_, i) => (
              <li key={i}>
                <PropertyCardSkeleton h="100%" />
              </li>
            ))}
          </ul>
        ) : page.isError ? (
          <QueryFailure query={page} title={t('listings.error')} retryLabel={t('listings.retry')} />
        ) : page.data.properties.length === 0 ? (
          <Paper withBorder radius="md" p="lg" className={classes.empty}>
            <Text fw={600}>{t('listings.empty', { city: cityName })}</Text>
            <Text c="dimmed">{t('listings.emptyHint')}</Text>
          </Paper>
        ) : (
          <ul className={classes.cards} aria-label={t('listings.label', { city: cityName })}>
            {page.data.properties.map((hit) => (
              <li key={hit.id}>
                <PropertyCard
                  property={hit}
                  href={publicListingPath(hit)}
                  imageSizes={CARD_SIZES}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Anchor component={Link} to={landing} fw={600} className={classes.seeAll}>
        {t('listings.seeAll', { city: cityName })}
      </Anchor>
    </>
  );
}
