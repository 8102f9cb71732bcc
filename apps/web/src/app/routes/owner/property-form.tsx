import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function PropertyForm() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('propertyNew.title')} soon={t('propertyNew.soon')} />;
}
