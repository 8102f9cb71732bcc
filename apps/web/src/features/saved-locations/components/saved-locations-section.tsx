import { useId, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SAVED_LOCATION_LIMITS, type SavedLocation } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useSavedLocations, useSavedLocationsLive } from '../../../lib/api/saved-locations';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { PlaceFormModal } from './place-form-modal';
import { SavedLocationItem } from './saved-location-item';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** Which place a modal is about; kept while it closes, so its text does not change mid-way. */
interface Target<T> {
  opened: boolean;
  location: T;
}

/** "Saved places" on the profile: list, add, edit, delete, and search near each one. */
export function SavedLocationsSection() {
  const { t } = useTranslation(['savedLocations', 'common']);
  const titleId = useId();
  const places = useSavedLocations();
  useSavedLocationsLive();
  const [editing, setEditing] = useState<Target<SavedLocation | null>>({
    opened: false,
    location: null,
  });
  const [deleting, setDeleting] = useState<Target<SavedLocation | null>>({
    opened: false,
    location: null,
  });
  const open = (location: SavedLocation | null) => setEditing({ opened: true, location });

  const list = places.data ?? [];
  const full = list.length >= SAVED_LOCATION_LIMITS.perUser;

  let body;
  if (places.isPending) body = <QuerySkeleton rows={2} h={88} />;
  else if (places.isError)
    body = (
      <QueryFailure title={t('errors.server.loadFailed')} query={places} retryLabel={t('retry')} />
    );
  else if (list.length === 0)
    body = (
      <Text c="gray.7" size="sm">
        {t('empty')}
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby={titleId}>
        {list.map((location) => (
          <SavedLocationItem
            key={location.id}
            location={location}
            onEdit={() => open(location)}
            onDelete={() => setDeleting({ opened: true, location })}
          />
        ))}
      </Stack>
    );

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('title')}
          </Title>
          {places.isSuccess && !full ? (
            <Button
              variant="light"
              size="compact-md"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => open(null)}
            >
              {t('add')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          {t('lead')}
        </Text>
        {body}
        {full ? (
          <Text size="sm" c="gray.7">
            {t('limitReached', { max: SAVED_LOCATION_LIMITS.perUser })}
          </Text>
        ) : null}
      </Stack>
      <PlaceFormModal
        opened={editing.opened}
        location={editing.location}
        onClose={() => setEditing((e) => ({ ...e, opened: false }))}
      />
      <ConfirmDeleteModal
        opened={deleting.opened}
        location={deleting.location}
        onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
      />
    </section>
  );
}
