import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { SavedLocation } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteSavedLocation } from '../../../lib/api/saved-locations';

interface ConfirmDeleteModalProps {
  opened: boolean;
  location: SavedLocation | null;
  onClose: () => void;
}

/** Asks before a place is deleted; the place's name is shown so the right one goes. */
export function ConfirmDeleteModal({ opened, location, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation(['savedLocations', 'common']);
  const remove = useDeleteSavedLocation();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!location) return;
    remove.mutate(location.id, {
      onSuccess: () => {
        toasts.show({ color: 'teal', message: t('toast.deleted') });
        close();
      },
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('confirm.title')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      centered
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('confirm.body', { name: location?.name ?? '' })}
        </Text>
        {remove.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('errors.server.deleteFailed')}>
            {errorMessage(t, remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('confirm.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('confirm.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
