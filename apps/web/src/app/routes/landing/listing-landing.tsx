import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { fromSlug, useCityName } from './place-names';

const TYPES = ['all', 'apartment', 'flat', 'house', 'villa', 'pg', 'room', 'plot', 'commercial'];

/** /rent/{city}/{type} and /buy/{city}/{type}: public landing pages for a city and a kind of home. */
export default function ListingLanding() {
  const { t } = useTranslation('pages');
  const { city = '', type = 'all' } = useParams();
  const listing = useLocation().pathname.startsWith('/buy/') ? 'buy' : 'rent';
  const cityName = useCityName(city);
  const typeKey = type.toLowerCase();
  const typeName = TYPES.includes(typeKey) ? t(`landing.types.${typeKey}`) : fromSlug(type);
  const search = new URLSearchParams({ listing, city: city.toLowerCase() });
  return (
    <PlaceholderPage
      title={t(`landing.${listing}`, { type: typeName, city: cityName })}
      soon={t('landing.listingsSoon', { city: cityName })}
      actions={
        <>
          <Button component={Link} to={`/properties?${search.toString()}`}>
            {t('actions.properties')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('landing.otherCity')}
          </Button>
        </>
      }
    />
  );
}
