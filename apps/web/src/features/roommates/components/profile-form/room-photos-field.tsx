import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { ROOM_PHOTO_LIMITS, type RoomPhoto } from '@nivaas/shared';
import { ApiError } from '../../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../../lib/error-messages';
import { useDeleteRoomPhoto, useUploadRoomPhotos } from '../../api/room-photos';
import { useRoommatesT } from '../../lib/use-roommates-t';

/**
 * Photos of the room: added once the profile exists (they belong to it), up to 6, each removable.
 * `photos` is null while the profile is being created.
 */
export function RoomPhotosField({ photos }: { photos: RoomPhoto[] | null }) {
  const { t } = useRoommatesT();
  const upload = useUploadRoomPhotos();
  const remove = useDeleteRoomPhoto();
  if (photos === null)
    return (
      <Text size="sm" c="gray.7">
        {t('photos.afterSave')}
      </Text>
    );
  const left = ROOM_PHOTO_LIMITS.max - photos.length;
  const failure = upload.error ?? remove.error;
  const failureText =
    failure instanceof ApiError && failure.fields.photos
      ? translateFieldError(t, failure.fields.photos)
      : failure
        ? errorMessage(t, failure)
        : null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('photos.title')}
      </Text>
      {photos.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {photos.map((p, i) => (
            <div key={p.id} style={{ position: 'relative' }}>
              <Image
                src={p.url}
                alt={t('photos.alt', { n: i + 1 })}
                radius="md"
                h={110}
                fit="cover"
              />
              <ActionIcon
                color="red"
                variant="filled"
                size="sm"
                pos="absolute"
                top={6}
                right={6}
                aria-label={t('photos.remove', { n: i + 1 })}
                loading={remove.isPending && remove.variables === p.id}
                onClick={() => remove.mutate(p.id)}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      ) : null}
      <Group gap="sm">
        <FileButton
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(files) => {
            if (files.length > 0) upload.mutate(files);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              disabled={left <= 0}
              loading={upload.isPending}
            >
              {t('photos.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('photos.hint', { count: left })}
        </Text>
      </Group>
      {upload.isPending ? (
        <Progress value={upload.progress} aria-label={t('photos.uploading')} size="sm" />
      ) : null}
      {failureText ? (
        <Alert color="red" variant="light" role="alert">
          {failureText}
        </Alert>
      ) : null}
    </Stack>
  );
}
