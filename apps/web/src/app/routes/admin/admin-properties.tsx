import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminProperty } from '@nivaas/shared';
import type { AdminContentFilters } from '../../../features/admin/api/admin-content';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ContentFilters } from '../../../features/admin/components/content-filters';
import { ContentList, type ContentRow } from '../../../features/admin/components/content-list';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';
import { formatINR } from '../../../lib/format';

const row = (p: AdminProperty): ContentRow => ({
  ...p,
  subtitle: [p.city, p.type, p.price === null ? null : formatINR(p.price), p.status]
    .filter(Boolean)
    .join(' · '),
  url: `/properties/${p.id}`,
});

/** /admin/properties: find listings, see their reports and flags, hide, unhide or delete. */
export default function AdminPropertiesPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState<AdminContentFilters>({});
  return (
    <AdminPage title={t('properties.title')} lead={t('properties.lead')}>
      <Stack gap="md">
        <ContentFilters value={filters} onChange={setFilters} withStatus />
        <ContentList kind="properties" filters={filters} row={row} />
      </Stack>
    </AdminPage>
  );
}
