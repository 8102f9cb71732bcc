import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ReportDetailView } from '../../../features/admin/components/report-detail';
import { useAdminId } from '../../../features/admin/lib/use-admin-id';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';

/** /admin/reports/:id: one report and its handling. */
export default function AdminReportPage() {
  const { t } = useAdminT();
  const id = useAdminId();
  return (
    <AdminPage
      title={t('reports.detailTitle')}
      actions={
        <Anchor component={Link} to="/admin/reports" size="sm">
          {t('reports.back')}
        </Anchor>
      }
    >
      <ReportDetailView key={id} id={id} />
    </AdminPage>
  );
}
