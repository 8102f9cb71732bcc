import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useMe } from '../../lib/session';
import { SavedSearchesView } from '../../features/saved-searches/components/saved-searches-view';

/** /saved-searches: the person's saved property searches; run, rename, change the alert, delete. */
export default function SavedSearches() {
  const { t } = useTranslation('savedSearches');
  const { data: user } = useMe();
  useDocumentTitle(t('title'));
  const searchPath = user?.userType === 'tenant' ? '/tenant/properties' : '/properties';
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('title')}
          </Title>
          <Text c="gray.7" size="lg" maw={720}>
            {t('lead')}
          </Text>
        </Stack>
        <SavedSearchesView searchPath={searchPath} />
      </Stack>
    </Container>
  );
}
