import { Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { PageContainer } from '../../components/ui/page-container';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { AgreementsView } from '../../features/agreements/components/agreements-view';

/** /agreements: an owner's and a tenant's rental agreements. */
export default function AgreementsPage() {
  const { t } = useTranslation('agreements');
  useDocumentTitle(t('title'));
  return (
    <PageContainer size="md">
      <Title order={1} mb="md" fz={{ base: 24, sm: 30 }}>
        {t('title')}
      </Title>
      <AgreementsView />
    </PageContainer>
  );
}
