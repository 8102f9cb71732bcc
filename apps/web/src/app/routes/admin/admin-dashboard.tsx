import { AdminDashboard } from '../../../features/admin/components/admin-dashboard';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';

/** /admin: the spec's welcome, figures, the 30-day trend and the latest admin actions. */
export default function AdminDashboardPage() {
  const { t } = useAdminT();
  const welcome = useRoleWelcome();
  return (
    <AdminPage title={t('dashboard.title')} lead={`${welcome} ${t('dashboard.lead')}`}>
      <AdminDashboard />
    </AdminPage>
  );
}
