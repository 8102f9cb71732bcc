import { useState } from 'react';
import type { AdminReportFilters } from '../../../features/admin/api/admin-reports';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ReportsQueue } from '../../../features/admin/components/reports-queue';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';

/** /admin/reports: the queue, open reports first by default. */
export default function AdminReportsPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState<AdminReportFilters>({ status: 'open' });
  return (
    <AdminPage title={t('reports.title')} lead={t('reports.lead')}>
      <ReportsQueue filters={filters} onChange={setFilters} />
    </AdminPage>
  );
}
