import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function OwnerProperties() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('ownerProperties.title')} soon={t('ownerProperties.soon')} />;
}
