import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { UserDetail } from '../../../features/admin/components/user-detail';
import { useAdminId } from '../../../features/admin/lib/use-admin-id';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';

/** /admin/users/:id: one account, its history and the actions on it. */
export default function AdminUserPage() {
  const { t } = useAdminT();
  const id = useAdminId();
  return (
    <AdminPage
      title={t('users.detailTitle')}
      actions={
        <Anchor component={Link} to="/admin/users" size="sm">
          {t('users.back')}
        </Anchor>
      }
    >
      <UserDetail key={id} id={id} />
    </AdminPage>
  );
}
