import { useEffect } from 'react';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PropertyCard } from '../../../components/property/property-card';
import { useWatchProperties } from '../../../lib/realtime';
import { keepPhotosOffline } from '../../../lib/pwa/offline-data';
import { useFavoriteList, useFavoriteListLive } from '../api/favorites';
import { useToggleFavorite } from '../api/favorites';
import { FavoriteToggle } from './favorite-toggle';
import { showRemovedNotice } from './removed-notice';
import { notifyFailure } from '../../../lib/notify-failure';
import { QueryFailure } from '../../../components/ui/query-state';

const GRID = { base: 1, xs: 2, md: 3 } as const;

export interface FavoritesViewProps {
  /** Where "Browse properties" goes: the search of the area the page sits in. */
  searchPath: string;
}

/** The person's saved listings as cards, kept live. */
export function FavoritesView({ searchPath }: FavoritesViewProps) {
  const { t } = useTranslation(['favorites', 'common']);
  const list = useFavoriteList();
  const toggle = useToggleFavorite();
  const onSaved = (propertyId: string) => (favorited: boolean) => {
    if (favorited) return;
    showRemovedNotice({ removed: t('removed'), undo: t('undo') }, () =>
      toggle.mutate(
        { propertyId, favorited: true },
        {
          onError: (err) => notifyFailure(t, err, t('errors.server.addFailed')),
        },
      ),
    );
  };
  useFavoriteListLive();
  useWatchProperties(list.data?.properties.map((p) => p.id) ?? []);
  // The covers at 320 px, for reading the list offline in the installed app.
  const covers = (list.data?.properties ?? []).flatMap((p) => p.images[0]?.thumbnailUrl ?? []);
  const coversKey = covers.join(' ');
  useEffect(() => keepPhotosOffline(coversKey ? coversKey.split(' ') : []), [coversKey]);

  if (list.isPending) {
    return (
      <SimpleGrid cols={GRID} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding={0}>
            <Skeleton height={200} radius={0} />
            <Stack gap={8} p="sm">
              <Skeleton height={20} width="40%" />
              <Skeleton height={14} width="80%" />
              <Skeleton height={14} width="60%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  if (list.isError)
    return <QueryFailure query={list} title={t('loadFailed')} retryLabel={t('retry')} />;

  if (list.data.properties.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconHeart size={40} aria-hidden color="var(--mantine-color-red-6)" />
          <Text fw={600} size="lg">
            {t('empty.title')}
          </Text>
          <Text c="dimmed" maw={420}>
            {t('empty.body')}
          </Text>
          <Button component={Link} to={searchPath}>
            {t('empty.action')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="sm">
      <Text c="dimmed" aria-live="polite">
        {t('count', { count: list.data.properties.length })}
      </Text>
      <SimpleGrid cols={GRID}>
        {list.data.properties.map((p) => (
          <PropertyCard
            key={p.id}
            property={p}
            actions={<FavoriteToggle propertyId={p.id} onSaved={onSaved(p.id)} />}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
