import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { MyApplications } from '../../../features/applications/components/my-applications';

/** /tenant/applications: the seeker's applications, with status, listing and date, kept live. */
export default function TenantApplications() {
  const { t } = useTranslation(['applications', 'applicationForms', 'common']);
  const [search] = useSearchParams();
  useDocumentTitle(t('page.mine'));
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('page.mine')}
          </Title>
          <Text c="gray.7">{t('page.mineLead')}</Text>
        </Stack>
        <MyApplications highlightId={search.get('id')} />
      </Stack>
    </Container>
  );
}
