import { Alert, Avatar, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import type { SessionUser } from '@nivaas/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { AVATAR_TYPES, avatarFileProblem } from '../lib/avatar-file';

/** Profile photo: pick, preview while it uploads (with progress), or remove. */
export function AvatarEditor({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (file: File | null) => {
    if (!file) return;
    upload.reset();
    remove.reset();
    const code = avatarFileProblem(file);
    if (code) {
      setProblem(new ApiError(code === 'payload-too-large' ? 413 : 415, code, ''));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('avatar.updated') }),
      onSettled: () => setPreview(null),
    });
  };

  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const error = problem ?? upload.error ?? remove.error;
  return (
    <Stack gap="sm" align="center">
      <Avatar
        src={preview ?? (user.avatarUrl || null)}
        name={name}
        color="initials"
        size={112}
        radius={112}
        alt={t('avatar.alt', { name })}
      />
      {upload.isPending ? (
        <Stack gap={4} w="100%" maw={240}>
          <Progress value={upload.progress} aria-label={t('avatar.progressLabel')} animated />
          <Text size="xs" c="gray.7" ta="center" aria-live="polite">
            {t('avatar.uploading', { percent: upload.progress })}
          </Text>
        </Stack>
      ) : null}
      <Group gap="xs" justify="center">
        <FileButton onChange={pick} accept={AVATAR_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="sm"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {user.avatarUrl ? t('avatar.change') : t('avatar.upload')}
            </Button>
          )}
        </FileButton>
        {user.avatarUrl ? (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () =>
                  notifications.show({ color: 'teal', message: t('avatar.removed') }),
              })
            }
          >
            {t('avatar.remove')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="gray.7" ta="center">
        {t('avatar.hint')}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert" w="100%">
          {errorMessage(tc, error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
