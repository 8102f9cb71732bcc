import { Paper } from '@mantine/core';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { useAdminT } from '../../../features/admin/lib/use-admin-t';
import { TwoFactorSetup } from '../../../features/auth/components/two-factor-setup';
import { hasSecondFactor, useSession } from '../../../lib/session';

/** /admin/security: an admin sets up the authenticator app before any other admin page opens. */
export default function AdminSecurityPage() {
  const { t } = useAdminT();
  const enabled = hasSecondFactor(useSession().data);
  return (
    <AdminPage title={t('security.title')} lead={enabled ? undefined : t('security.required')}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <TwoFactorSetup enabled={enabled} />
      </Paper>
    </AdminPage>
  );
}
