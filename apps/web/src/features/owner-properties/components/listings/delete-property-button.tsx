import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { Property } from '@nivaas/shared';
import { errorMessage } from '../../../../lib/error-messages';
import { useDeleteProperty } from '../../api/owner-properties';
import { useOwnerT } from '../../lib/use-owner-t';

/** Delete, after a confirmation that says the photos go too. */
export function DeletePropertyButton({
  property,
  onDeleted,
  size = 'sm',
}: {
  property: Pick<Property, 'id' | 'title' | 'images'>;
  onDeleted?: () => void;
  size?: 'xs' | 'sm';
}) {
  const { t } = useOwnerT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteProperty();
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button
        size={size}
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        aria-label={t('delete.buttonFor', { title: property.title })}
        onClick={() => setOpen(true)}
      >
        {t('delete.button')}
      </Button>
      <Modal opened={open} onClose={close} title={t('delete.title')} centered>
        <Stack gap="md">
          <Text>{t('delete.text', { title: property.title })}</Text>
          <Text size="sm" c="gray.7">
            {t('delete.photos', { count: property.images.length })}
          </Text>
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('delete.keep')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(property.id, {
                  onSuccess: () => {
                    setOpen(false);
                    notifications.show({
                      color: 'teal',
                      message: t('delete.done', { title: property.title }),
                    });
                    onDeleted?.();
                  },
                })
              }
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
