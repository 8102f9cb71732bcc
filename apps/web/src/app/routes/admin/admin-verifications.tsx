import { useTranslation } from '../../../lib/use-translation';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { VerificationQueue } from '../../../features/admin/components/verification-queue';

/** /admin/verifications: owners' and providers' documents to approve or reject. */
export default function AdminVerificationsPage() {
  const { t } = useTranslation('verification');
  return (
    <AdminPage title={t('admin.title')} lead={t('admin.lead')}>
      <VerificationQueue />
    </AdminPage>
  );
}
