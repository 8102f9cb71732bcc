import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminRoommate } from '@nivaas/shared';
import type { AdminContentFilters } from '../../../features/admin/api/admin-content';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ContentFilters } from '../../../features/admin/components/content-filters';
import { ContentList, type ContentRow } from '../../../features/admin/components/content-list';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';

/** /admin/roommates: roommate profiles, with the same moderation as listings. */
export default function AdminRoommatesPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState<AdminContentFilters>({});
  const row = (r: AdminRoommate): ContentRow => ({
    ...r,
    title: r.name,
    subtitle: [r.city, r.collegeName, r.paused ? t('content.paused') : null]
      .filter(Boolean)
      .join(' · '),
    url: `/roommates/profile/${r.id}`,
  });
  return (
    <AdminPage title={t('roommates.title')} lead={t('roommates.lead')}>
      <Stack gap="md">
        <ContentFilters value={filters} onChange={setFilters} withStatus={false} />
        <ContentList kind="roommates" filters={filters} row={row} />
      </Stack>
    </AdminPage>
  );
}
