import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminContentFilters } from '../../../features/admin/api/admin-content';
import type { AdminServiceItem } from '../../../features/admin/api/admin-services';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ContentFilters } from '../../../features/admin/components/content-filters';
import { ContentList, type ContentRow } from '../../../features/admin/components/content-list';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';
import { ApiError } from '../../../lib/api-client';

const row = (s: AdminServiceItem): ContentRow => ({
  ...s,
  subtitle: '',
  url: null,
  hiddenReason: null,
  ownerSuspended: false,
});

// Until the services module is connected, /api/admin/services does not exist.
const notThereYet = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /admin/services: the same page as listings, over the services module once it lands. */
export default function AdminServicesPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState<AdminContentFilters>({});
  return (
    <AdminPage title={t('services.title')} lead={t('services.lead')}>
      <Stack gap="md">
        <ContentFilters value={filters} onChange={setFilters} withStatus={false} />
        <ContentList<AdminServiceItem>
          kind="services"
          filters={filters}
          row={row}
          unavailable={notThereYet}
          unavailableText={t('services.unavailable')}
        />
      </Stack>
    </AdminPage>
  );
}
