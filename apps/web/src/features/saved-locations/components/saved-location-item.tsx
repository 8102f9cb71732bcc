import { useId } from 'react';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconMapPin, IconSearch, IconTrash } from '@tabler/icons-react';
import type { SavedLocation } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { searchNearUrl } from '../lib/search-near';
import { formatNumber } from '../../../lib/format';
import { usePlaceNames } from '../../../lib/place-names';

interface SavedLocationItemProps {
  location: SavedLocation;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved place: where, how the person travels there, and the way to search near it. */
export function SavedLocationItem({ location, onEdit, onDelete }: SavedLocationItemProps) {
  const { t } = useTranslation('savedLocations');
  const places = usePlaceNames();
  const nameId = useId();
  const where =
    location.sublocality && location.city
      ? `${places.locality(location.sublocality)}, ${places.city(location.city)}`
      : places.city(location.city) ||
        t('mapPoint', {
          // Not `lng`: i18next reads that option as the language.
          latitude: location.point.lat.toFixed(4),
          longitude: location.point.lng.toFixed(4),
        });
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Stack gap={2}>
        {/* Only the name shares its row with the buttons, so the details below get the full width. */}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700} id={nameId} mt={6} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {location.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('edit')}>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                onClick={onEdit}
                aria-label={t('editOf', { name: location.name })}
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('delete')}>
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                onClick={onDelete}
                aria-label={t('deleteOf', { name: location.name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap={4} wrap="nowrap" c="gray.7">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{where}</Text>
        </Group>
        <Text size="sm" c="gray.7">
          {t('commute', {
            mode: t(`modes.${location.commuteMode}`),
            minutes: location.commuteTime,
          })}
          {' · '}
          <span style={{ whiteSpace: 'nowrap' }}>
            {t('radius', { km: formatNumber(location.radiusKm, { maxDigits: 1 }) })}
          </span>
        </Text>
        <Anchor
          component={Link}
          to={searchNearUrl(location.id)}
          size="sm"
          fw={600}
          mt={4}
          w="fit-content"
          // The visible text is the name; the place's name tells links of several places apart.
          aria-describedby={nameId}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconSearch size={14} aria-hidden />
            {t('searchNear')}
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
