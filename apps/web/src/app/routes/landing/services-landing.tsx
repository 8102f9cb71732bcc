import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { fromSlug, useCityName } from './place-names';

const SERVICES = ['moving', 'cleaning', 'maintenance'];

/** /services/{service}/{city}: a public landing page for one kind of home service in a city. */
export default function ServicesLanding() {
  const { t } = useTranslation('pages');
  const { service = '', city = '' } = useParams();
  const cityName = useCityName(city);
  const key = service.toLowerCase();
  const serviceName = SERVICES.includes(key) ? t(`landing.serviceNames.${key}`) : fromSlug(service);
  return (
    <PlaceholderPage
      title={t('landing.services', { service: serviceName, city: cityName })}
      soon={t('landing.servicesSoon', { city: cityName })}
      actions={
        <Button component={Link} to="/services">
          {t('actions.services')}
        </Button>
      }
    />
  );
}
