import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminService } from '@nivaas/shared';
import type { AdminContentFilters } from '../../../features/admin/api/admin-content';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ContentFilters } from '../../../features/admin/components/content-filters';
import { ContentList, type ContentRow } from '../../../features/admin/components/content-list';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';
import { formatINR } from '../../../lib/format';

const row = (s: AdminService): ContentRow => ({
  ...s,
  subtitle: [s.category, formatINR(s.price), s.status].join(' · '),
  url: `/service-providers/${encodeURIComponent(s.ownerId)}`,
});

/** /admin/services: find services, see their reports and flags, hide, unhide or delete. */
export default function AdminServicesPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState<AdminContentFilters>({});
  return (
    <AdminPage title={t('services.title')} lead={t('services.lead')}>
      <Stack gap="md">
        <ContentFilters value={filters} onChange={setFilters} withStatus />
        <ContentList kind="services" filters={filters} row={row} />
      </Stack>
    </AdminPage>
  );
}
