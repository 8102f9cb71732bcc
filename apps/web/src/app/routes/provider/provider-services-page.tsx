import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PageContainer } from '../../../components/ui/page-container';
import { useSession } from '../../../lib/session';
import { MyServices } from '../../../features/services/components/my-services';
import { useServicesT } from '../../../features/services/lib/use-services-t';

/** /service-provider/services: the provider's services and their photos. */
export default function ProviderServices() {
  const { t } = useServicesT();
  useDocumentTitle(t('manage.title'));
  const me = useSession().data;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('manage.title')}
          </Title>
          <Text c="gray.7">{t('manage.lead')}</Text>
        </Stack>
        {me ? <MyServices providerId={me.id} /> : null}
      </Stack>
    </PageContainer>
  );
}
