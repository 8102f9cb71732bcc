import { useId, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { SAVED_SEARCH_LIMITS, type SavedSearch } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteSavedSearch, useEditSavedSearch, useSavedSearches } from '../api/saved-searches';
import { SavedSearchItem } from './saved-search-item';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';
import { notifyFailure } from '../../../lib/notify-failure';

/** Which search a dialog is about; kept while it closes, so its text does not change mid-way. */
interface Target {
  opened: boolean;
  search: SavedSearch | null;
}

/**
 * The person's saved searches: loading, error, empty, or the list with its actions. On
 * /saved-searches all of them; in the seeker's home (`limit`) the newest few.
 */
export function SavedSearchesView({ searchPath, limit }: { searchPath: string; limit?: number }) {
  const { t } = useTranslation(['savedSearches', 'common']);
  const listId = useId();
  const searches = useSavedSearches();
  const edit = useEditSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<Target>({ opened: false, search: null });
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<Target>({ opened: false, search: null });
  const failed = (err: unknown) => notifyFailure(t, err);

  if (searches.isPending) return <QuerySkeleton rows={2} h={120} />;
  if (searches.isError)
    return <QueryFailure title={t('error.title')} query={searches} retryLabel={t('error.retry')} />;
  const list = searches.data.savedSearches;
  if (list.length === 0)
    return (
      <Stack gap="sm" align="flex-start">
        {/* In a home's card (a few shown), as small as the cards beside it say theirs. */}
        <Text c="gray.7" size={limit === undefined ? 'md' : 'sm'}>
          {t('empty')}
        </Text>
        <Button
          component={Link}
          to={searchPath}
          size={limit === undefined ? 'sm' : 'xs'}
          variant={limit === undefined ? 'filled' : 'light'}
          leftSection={<IconSearch size={limit === undefined ? 16 : 14} aria-hidden />}
        >
          {t('searchNow')}
        </Button>
      </Stack>
    );

  const rename = () => {
    const search = renaming.search;
    if (!search || newName.trim() === '') return;
    edit.mutate(
      { id: search.id, patch: { name: newName.trim() } },
      {
        onSuccess: () => {
          toasts.show({ color: 'teal', message: t('toast.renamed') });
          setRenaming({ opened: false, search });
        },
      },
    );
  };

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} id={listId} aria-label={t('title')}>
        {(limit === undefined ? list : list.slice(0, limit)).map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            searchPath={searchPath}
            changingAlert={edit.isPending && edit.variables?.id === search.id}
            onAlert={(alertMode) =>
              edit.mutate(
                { id: search.id, patch: { alertMode } },
                {
                  onSuccess: () => toasts.show({ color: 'teal', message: t('toast.alertChanged') }),
                  onError: failed,
                },
              )
            }
            onRename={() => {
              edit.reset();
              setNewName(search.name);
              setRenaming({ opened: true, search });
            }}
            onDelete={() => {
              remove.reset();
              setDeleting({ opened: true, search });
            }}
          />
        ))}
      </Stack>

      <Modal
        opened={renaming.opened}
        onClose={() => setRenaming((r) => ({ ...r, opened: false }))}
        title={t('rename.title')}
        closeButtonProps={{ 'aria-label': t('rename.cancel') }}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            rename();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('save.name')}
              value={newName}
              maxLength={SAVED_SEARCH_LIMITS.nameMax}
              onChange={(e) => setNewName(e.currentTarget.value)}
              error={newName.trim() === '' ? t('common:validation.required') : null}
              required
              data-autofocus
            />
            {edit.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(t, edit.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setRenaming((r) => ({ ...r, opened: false }))}
              >
                {t('rename.cancel')}
              </Button>
              <Button type="submit" loading={edit.isPending} disabled={newName.trim() === ''}>
                {t('rename.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={deleting.opened}
        onClose={() => setDeleting((d) => ({ ...d, opened: false }))}
        title={t('confirm.title')}
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
        centered
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('confirm.body', { name: deleting.search?.name ?? '' })}
          </Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setDeleting((d) => ({ ...d, opened: false }))}
              data-autofocus
            >
              {t('confirm.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                const search = deleting.search;
                if (!search) return;
                remove.mutate(search.id, {
                  onSuccess: () => {
                    toasts.show({ color: 'teal', message: t('toast.deleted') });
                    setDeleting({ opened: false, search });
                  },
                });
              }}
            >
              {t('confirm.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
