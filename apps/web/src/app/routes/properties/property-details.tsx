import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function PropertyDetails() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('propertyDetails.title')} soon={t('propertyDetails.soon')} />;
}
