import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function Notifications() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('notifications.title')}
      lead={t('notifications.lead')}
      soon={t('notifications.soon')}
    />
  );
}
