import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function EditPropertyForm() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('propertyEdit.title')} soon={t('propertyEdit.soon')} />;
}
