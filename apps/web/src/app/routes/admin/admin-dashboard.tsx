import { AdminDashboard } from '../../../features/admin/components/admin-dashboard';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';

/** /admin: figures, the 30-day trend and the latest admin actions. */
export default function AdminDashboardPage() {
  const { t } = useAdminT();
  return (
    <AdminPage title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <AdminDashboard />
    </AdminPage>
  );
}
