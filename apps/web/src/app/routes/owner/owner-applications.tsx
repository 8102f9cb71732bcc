import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { OwnerApplications } from '../../../features/applications/components/owner-applications';
import { OwnerPage } from '../../../features/owner-properties/components/owner-page';

/** /owner/applications: every application to the owner's listings, to filter, decide and compare. */
export default function OwnerApplicationsPage() {
  const { t } = useTranslation(['applications', 'applicationForms', 'common']);
  return (
    <OwnerPage title={t('page.ownerTitle')} documentTitle={t('page.ownerTitle')}>
      <Text c="gray.7" mt={-8}>
        {t('page.ownerLead')}
      </Text>
      <OwnerApplications />
    </OwnerPage>
  );
}
