import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  landingBrowseFromQuery,
  landingBrowseKind,
  publicListingPath,
  type LandingBrowse,
} from '@nivaas/shared';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentDescription } from '../../../components/ui/use-document-description';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle';
import { useSearchFirstPage } from '../../../features/property-search/api/search-properties';
import {
  ResultsList,
  ResultsSkeleton,
} from '../../../features/property-search/components/results-list';
import { usePlaceNames } from '../../../lib/place-names';
import { usePropertyLabels } from '../../../lib/property-labels';
import { BrowseLinks, useBudgetLabel } from './landing-browse-links';
import { CityLinks, TypeLinks } from './listing-landing-links';
import { fromSlug } from './place-names';
import {
  landingCity,
  landingFilters,
  landingListing,
  landingPath,
  landingType,
  otherCities,
  searchPath,
} from './place-names-data';
import { QueryFailure } from '../../../components/ui/query-state';

const PREVIEW_COUNT = 12;

const ListingPreview = lazy(() => import('./listing-preview'));
// The map's code (and Leaflet) loads when the visitor opens it, never with the page.
const LandingMap = lazy(() => import('./landing-map'));

/**
 * /rent/{city}/{type} and /buy/{city}/{type}: public landing pages for a city and a kind of home;
 * with an id after them, a listing's public preview.
 */
export default function ListingLanding() {
  const { city: citySlug = '', type: typeSlug = 'all', id } = useParams();
  const listing = landingListing(useLocation().pathname);
  const city = landingCity(citySlug);
  const type = landingType(typeSlug);
  if (id) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ListingPreview />
      </Suspense>
    );
  }
  if (!city || !type) {
    return <UnknownPlace listing={listing} citySlug={citySlug} typeSlug={typeSlug} />;
  }
  return (
    <Landing key={`${listing}/${city.slug}/${type}`} listing={listing} city={city} type={type} />
  );
}

type KnownProps = {
  listing: ReturnType<typeof landingListing>;
  city: NonNullable<ReturnType<typeof landingCity>>;
  type: NonNullable<ReturnType<typeof landingType>>;
};

function Landing({ listing, city, type }: KnownProps) {
  const { t } = useTranslation('landing');
  const places = usePlaceNames();
  const cityName = places.city(city.name);
  const [params] = useSearchParams();
  const kind = landingBrowseKind(listing, type);
  const browse = landingBrowseFromQuery(params, kind);
  const path = landingPath(listing, city, type);
  const filters = { ...landingFilters(listing, city, type), ...browseFilters(browse) };
  const page = useSearchFirstPage(filters, PREVIEW_COUNT);
  const [mapOpen, setMapOpen] = useState(false);
  const names = { type: t(`types.${type}`), city: cityName };
  const chosen = useBrowseWords(browse);
  const heading = chosen
    ? t('browse.heading', { heading: t(`heading.${listing}`, names), filters: chosen })
    : t(`heading.${listing}`, names);
  const total = page.data?.total;
  useDocumentTitle(heading);
  useDocumentDescription(
    total
      ? t(`description.${listing}`, { ...names, count: total })
      : t(`descriptionNone.${listing}`, names),
  );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {heading}
          </Title>
          <Text c="gray.7" size="lg" aria-live="polite">
            {total === undefined ? '\u00a0' : t('count', { count: total, ...names })}
          </Text>
        </Stack>
        <BrowseLinks path={path} kind={kind} current={browse} />
        {page.data && page.data.properties.length > 0 && (
          <Stack gap="sm">
            <Group>
              <Button
                variant="default"
                onClick={() => setMapOpen((open) => !open)}
                aria-expanded={mapOpen}
              >
                {mapOpen ? t('browse.hideMap') : t('browse.showMap')}
              </Button>
            </Group>
            {mapOpen && (
              <Suspense fallback={<PageLoader />}>
                <LandingMap
                  filters={filters}
                  hits={page.data.properties}
                  total={page.data.total}
                  pagePath={path}
                />
              </Suspense>
            )}
          </Stack>
        )}
        {page.isPending ? (
          <ResultsSkeleton count={6} />
        ) : page.isError ? (
          <QueryFailure query={page} title={t('error')} retryLabel={t('retry')} />
        ) : page.data.properties.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text>{t(`empty.${listing}`, names)}</Text>
          </Paper>
        ) : (
          <ResultsList
            hits={page.data.properties}
            hrefOf={publicListingPath}
            renderActions={(p) => <FavoriteToggle propertyId={p.id} />}
          />
        )}
        <Group>
          <Button component={Link} to={searchPath(filters)}>
            {total ? t('seeAll', { count: total }) : t('searchAll')}
          </Button>
          <Button
            component={Link}
            to={searchPath({ ...filters, type: undefined })}
            variant="default"
          >
            {t('everything', { city: cityName })}
          </Button>
        </Group>
        <TypeLinks
          listing={listing}
          city={city}
          current={type}
          heading={t('otherTypes', { city: cityName })}
        />
        <CityLinks
          listing={listing}
          type={type}
          cities={otherCities(city, 10)}
          heading={t('otherCities', { type: names.type })}
        />
      </Stack>
    </Container>
  );
}

/** The search filters of a landing page's choices (the query names are the same). */
const browseFilters = (b: LandingBrowse) => ({
  minPrice: b.budget?.minPrice,
  maxPrice: b.budget?.maxPrice,
  bedrooms: b.bedrooms,
  furnishing: b.furnishing,
  genderPreference: b.pgFor,
  sort: b.sort,
});

/** The page's filters in words, for its heading and title ("2+ BHK, furnished"); '' for none. */
function useBrowseWords(b: LandingBrowse): string {
  const { t } = useTranslation('landing');
  const labels = usePropertyLabels();
  const budget = useBudgetLabel();
  return [
    b.bedrooms !== undefined ? t('browse.bhk', { count: b.bedrooms }) : '',
    b.furnishing ? labels.enumLabel('furnishing', b.furnishing) : '',
    b.pgFor ? t(`browse.pg.${b.pgFor}`) : '',
    b.budget ? budget(b.budget) : '',
  ]
    .filter(Boolean)
    .join(t('browse.separator'));
}

/** A city or kind of home we do not know: say so kindly and offer the ones we do. */
function UnknownPlace({
  listing,
  citySlug,
  typeSlug,
}: {
  listing: KnownProps['listing'];
  citySlug: string;
  typeSlug: string;
}) {
  const { t } = useTranslation('landing');
  const places = usePlaceNames();
  const city = landingCity(citySlug);
  const type = landingType(typeSlug) ?? 'all';
  const heading = city
    ? t('unknownType.title', { type: fromSlug(typeSlug), city: places.city(city.name) })
    : t('unknownCity.title', { city: fromSlug(citySlug) });
  useDocumentTitle(heading);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {heading}
          </Title>
          <Text c="gray.7" size="lg">
            {city ? t('unknownType.body') : t('unknownCity.body')}
          </Text>
        </Stack>
        {city ? (
          <TypeLinks
            listing={listing}
            city={city}
            heading={t('chooseType', { city: places.city(city.name) })}
          />
        ) : (
          <CityLinks listing={listing} type={type} heading={t('chooseCity')} />
        )}
      </Stack>
    </Container>
  );
}
