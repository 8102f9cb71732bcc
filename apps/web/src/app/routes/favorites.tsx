import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { FavoritesView } from '../../features/favorites/components/favorites-view';

/** /favorites and /tenant/favorites: the listings this person saved. */
export default function Favorites() {
  const { t } = useTranslation('favorites');
  const { pathname } = useLocation();
  useDocumentTitle(t('title'));
  const searchPath = pathname.startsWith('/tenant/') ? '/tenant/properties' : '/properties';
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('title')}
          </Title>
          <Text c="gray.7" size="lg" maw={720}>
            {t('lead')}
          </Text>
        </Stack>
        <FavoritesView searchPath={searchPath} />
      </Stack>
    </Container>
  );
}
