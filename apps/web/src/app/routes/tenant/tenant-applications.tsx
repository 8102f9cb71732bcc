import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function TenantApplications() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage title={t('tenantApplications.title')} soon={t('tenantApplications.soon')} />
  );
}
