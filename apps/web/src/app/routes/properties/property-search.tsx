import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';
import { useAppConfig } from '../../../lib/api/config';
import { useMe } from '../../../lib/session';
import { useFavoriteIds } from '../../../features/favorites/api/favorites';
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle';
import { SearchPage } from '../../../features/property-search/components/search-page';
import { SaveSearchButton } from '../../../features/saved-searches/components/save-search-button';

/** /properties and /tenant/properties; for seekers this is home, so it greets them first (spec section 1). */
export default function PropertySearch() {
  const { t } = useTranslation('search');
  const { data: user } = useMe();
  const welcome = useRoleWelcome();
  const config = useAppConfig();
  // The hearts on the cards read this one query: asked beside the results, not after them (a
  // drawing round less on the server, a request sooner in the browser).
  useFavoriteIds(Boolean(user));
  useDocumentTitle(t('title'));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          {user?.userType === 'tenant' && (
            <Text fw={600} c="teal">
              {welcome}
            </Text>
          )}
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {t('title')}
          </Title>
          {/* On a phone the results come first: the title says enough there. */}
          <Text c="gray.7" size="lg" maw={720} visibleFrom="sm">
            {t('lead')}
          </Text>
        </Stack>
        <SearchPage
          mapTiles={config.data?.map}
          renderActions={(p) => <FavoriteToggle propertyId={p.id} />}
          renderSearchAction={
            user
              ? (query, city, compact) => (
                  <SaveSearchButton query={query} suggestedName={city} compact={compact} />
                )
              : undefined
          }
        />
      </Stack>
    </Container>
  );
}
