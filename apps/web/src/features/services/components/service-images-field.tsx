import { useRef } from 'react';
import { ActionIcon, Alert, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { SERVICE_LIMITS, type ServiceImage } from '@nivaas/shared';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteServiceImage, useUploadServiceImages } from '../api/service-images';
import { useServicesT } from '../lib/use-services-t';

/** A service's photos: add (with upload progress) and remove, as a listing's photos. */
export function ServiceImagesField({
  serviceId,
  images,
}: {
  serviceId: string;
  images: ServiceImage[];
}) {
  const { t } = useServicesT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadServiceImages(serviceId);
  const remove = useDeleteServiceImage(serviceId);
  const full = images.length >= SERVICE_LIMITS.imagesMax;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('form.photos')}</Text>
      {images.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('form.noPhotos')}
        </Text>
      ) : (
        <Group gap="xs">
          {images.map((img) => (
            <div key={img.id} style={{ position: 'relative' }}>
              <Image src={img.thumbnailUrl} alt="" w={96} h={72} radius="sm" fit="cover" />
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                style={{ position: 'absolute', top: 4, right: 4 }}
                aria-label={t('form.removePhoto')}
                loading={remove.isPending && remove.variables === img.id}
                onClick={() => remove.mutate(img.id)}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </div>
          ))}
        </Group>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) upload.mutate(files);
        }}
      />
      <Button
        variant="light"
        onClick={() => input.current?.click()}
        loading={upload.isPending}
        disabled={full}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('form.addPhotos')}
      </Button>
      {upload.isPending ? (
        <Progress value={upload.progress} aria-label={t('form.uploading')} />
      ) : null}
      {upload.isError || remove.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, upload.error ?? remove.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
