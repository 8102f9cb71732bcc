import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function ServiceSearch() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('services.title')}
      lead={t('services.lead')}
      soon={t('services.soon')}
    />
  );
}
