import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminUserFilters } from '../../../features/admin/api/admin-users';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { UserFilters } from '../../../features/admin/components/user-filters';
import { UsersList } from '../../../features/admin/components/users-list';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';

/** /admin/users: find people and open one. */
export default function AdminUsersPage() {
  const { t } = useAdminT();
  const [filters, setFilters] = useState<AdminUserFilters>({});
  return (
    <AdminPage title={t('users.title')} lead={t('users.lead')}>
      <Stack gap="md">
        <UserFilters value={filters} onChange={setFilters} />
        <UsersList filters={filters} />
      </Stack>
    </AdminPage>
  );
}
