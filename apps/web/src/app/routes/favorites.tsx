import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useSession } from '../../lib/session';
import { FavoritesView } from '../../features/favorites/components/favorites-view';
import { RecentlyViewedSection } from './recently-viewed-section';

/**
 * The browser's network state. Not Mantine's useNetwork: sharing it with the connection banner
 * would make it a chunk of its own, named in the first page's script (budget: 150 KB).
 */
function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * /favorites and /tenant/favorites: the listings this person saved, and the ones they opened
 * lately. Both read offline (the installed app keeps them), with a note saying so.
 */
export default function Favorites() {
  const { t } = useTranslation('favorites');
  const { pathname } = useLocation();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const { data: me } = useSession();
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
        {!online && (
          <Alert
            color="gray"
            variant="light"
            role="status"
            icon={<IconWifiOff size={18} aria-hidden />}
          >
            {t('offline')}
          </Alert>
        )}
        <FavoritesView searchPath={searchPath} />
        {me && <RecentlyViewedSection userId={me.id} />}
      </Stack>
    </Container>
  );
}
