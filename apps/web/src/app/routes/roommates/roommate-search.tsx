import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function RoommateSearch() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('roommates.title')}
      lead={t('roommates.lead')}
      soon={t('roommates.soon')}
    />
  );
}
