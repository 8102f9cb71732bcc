import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { myApplicationPath } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';

/** "You have already applied for this property." with the way to that application. */
export function AlreadyAppliedNotice({ applicationId }: { applicationId: string }) {
  const { t } = useAppsT();
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('common:errors.reason.application.already-applied')}
    >
      <Anchor
        component={Link}
        to={applicationId ? myApplicationPath(applicationId) : '/tenant/applications'}
        fw={600}
      >
        {t('apply.seeExisting')}
      </Anchor>
    </Alert>
  );
}
