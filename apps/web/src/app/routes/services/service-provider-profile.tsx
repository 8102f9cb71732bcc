import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function ServiceProviderProfile() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('serviceProvider.title')} soon={t('serviceProvider.soon')} />;
}
