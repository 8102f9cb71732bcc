import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { SAVED_SEARCH_LIMITS, type SavedSearchAlertMode } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import { useSaveSearch } from '../api/saved-searches';
import { AlertModeChoice } from './alert-mode-select';

interface SaveSearchButtonProps {
  /** The search page's query string, as its URL holds it. */
  query: string;
  /** A name to start from (e.g. the city searched). */
  suggestedName?: string | undefined;
  /** Just the icon (named for screen readers), where a phone's row has no room for the words. */
  compact?: boolean;
}

/** "Save this search": a name and an alert mode, then it is listed at /saved-searches. */
export function SaveSearchButton({ query, suggestedName, compact = false }: SaveSearchButtonProps) {
  const { t } = useTranslation(['savedSearches', 'common']);
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [alertMode, setAlertMode] = useState<SavedSearchAlertMode>('instant');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveSearch();
  const navigate = useNavigate();

  const open = () => {
    setName(suggestedName || t('save.defaultName'));
    setAlertMode('instant');
    setNameError(null);
    save.reset();
    setOpened(true);
  };
  const submit = () => {
    if (name.trim() === '') {
      setNameError(t('common:validation.required'));
      return;
    }
    save.mutate(
      { name: name.trim(), query, alertMode },
      {
        onSuccess: () => {
          setOpened(false);
          toasts.show({
            color: 'teal',
            message: (
              <>
                {t('save.saved')}{' '}
                {/* Toasts live outside the router: a click navigates with this page's navigate. */}
                <Anchor
                  href="/saved-searches"
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate('/saved-searches');
                  }}
                >
                  {t('save.open')}
                </Anchor>
              </>
            ),
          });
        },
      },
    );
  };

  return (
    <>
      {compact ? (
        <ActionIcon
          variant="light"
          size={36}
          aria-label={t('save.button')}
          title={t('save.button')}
          onClick={open}
          style={{ flexShrink: 0 }}
        >
          <IconBookmarkPlus size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="light"
          size="sm"
          leftSection={<IconBookmarkPlus size={18} aria-hidden />}
          onClick={open}
        >
          {t('save.button')}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('save.title')}
        closeButtonProps={{ 'aria-label': t('save.cancel') }}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('save.name')}
              placeholder={t('save.namePlaceholder')}
              value={name}
              maxLength={SAVED_SEARCH_LIMITS.nameMax}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              required
              data-autofocus
            />
            <AlertModeChoice value={alertMode} onChange={setAlertMode} />
            {save.isError ? (
              <Alert color="red" variant="light" role="alert" title={t('save.failed')}>
                {errorMessage(t, save.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('save.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('save.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
