import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function ProviderServices() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('providerServices.title')} soon={t('providerServices.soon')} />;
}
