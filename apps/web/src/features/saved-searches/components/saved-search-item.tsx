import { Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import {
  SAVED_SEARCH_ALERT_MODES,
  type SavedSearch,
  type SavedSearchAlertMode,
} from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatDate, intlLocale } from '../../../lib/format';

interface SavedSearchItemProps {
  search: SavedSearch;
  /** Where the search page is for this person (/properties or /tenant/properties). */
  searchPath: string;
  changingAlert: boolean;
  onAlert: (mode: SavedSearchAlertMode) => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One saved search: its name, when it was saved, its alert, and run / rename / delete. */
export function SavedSearchItem({
  search,
  searchPath,
  changingAlert,
  onAlert,
  onRename,
  onDelete,
}: SavedSearchItemProps) {
  const { t, i18n } = useTranslation('savedSearches');
  const runTo = search.query ? `${searchPath}?${search.query}` : searchPath;
  return (
    <Card component="li" withBorder radius="md" padding="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {search.name}
            </Text>
            <Text size="sm" c="gray.7">
              {t('list.savedOn', {
                date: formatDate(search.createdAt, 'medium', intlLocale(i18n.language)),
              })}
            </Text>
          </Stack>
          <NativeSelect
            size="sm"
            label={t('list.alertLabel', { name: search.name })}
            value={search.alertMode}
            disabled={changingAlert}
            onChange={(e) => onAlert(e.currentTarget.value as SavedSearchAlertMode)}
            data={SAVED_SEARCH_ALERT_MODES.map((mode) => ({
              value: mode,
              label: t(`alert.${mode}`),
            }))}
            style={{ flex: '0 1 12rem' }}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={runTo}
            size="sm"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            {t('list.run')}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onRename}
          >
            {t('list.rename')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
