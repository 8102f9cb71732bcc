import { useState, type DragEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconRefresh,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useOwnerT } from '../../lib/use-owner-t';
import type { PhotoItem } from '../../lib/photo-queue';
import { PhotoFailureText } from './photo-failure-text';
import { PhotoPreview } from './photo-preview';

/** Drag data type of a photo being moved (files dragged in from outside carry 'Files'). */
export const PHOTO_DRAG_TYPE = 'application/x-nivaas-photo';

interface PhotoTileProps {
  item: PhotoItem<File>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onCover: (key: string) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

/** One photo: preview, cover badge, progress or error, and buttons that do what dragging does. */
export function PhotoTile({
  item,
  index,
  count,
  onMove,
  onCover,
  onRemove,
  onRetry,
}: PhotoTileProps) {
  const { t } = useOwnerT();
  const [over, setOver] = useState(false);
  const name = item.kind === 'local' ? item.file.name : t('photos.storedName', { n: index + 1 });
  const uploading = item.kind === 'local' && item.status === 'uploading';
  const failed = item.kind === 'local' && item.status === 'failed';

  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
    e.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
    e.preventDefault();
    setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    const from = e.dataTransfer.getData(PHOTO_DRAG_TYPE);
    setOver(false);
    if (from === '') return;
    e.preventDefault();
    e.stopPropagation();
    onMove(Number(from), index);
  };

  return (
    <Card
      component="li"
      withBorder
      padding={0}
      radius="md"
      draggable={!failed}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      aria-label={name}
      style={{
        cursor: failed ? undefined : 'grab',
        outline: over ? '2px dashed var(--mantine-color-teal-6)' : undefined,
        listStyle: 'none',
      }}
    >
      <PhotoPreview item={item} alt={t('photos.previewAlt', { name })} />
      {index === 0 && !failed ? (
        <Badge pos="absolute" top={8} left={8} color="teal" leftSection={<IconStar size={12} />}>
          {t('photos.cover')}
        </Badge>
      ) : null}
      <Stack gap={6} p="xs">
        <Text size="xs" truncate="end" title={name}>
          {name}
        </Text>
        {item.kind === 'local' && item.status === 'queued' ? (
          <Text size="xs" c="gray.7">
            {t('photos.waiting')}
          </Text>
        ) : null}
        {uploading ? (
          <Progress
            value={item.progress}
            size="sm"
            aria-label={t('photos.progress', { name, percent: item.progress })}
          />
        ) : null}
        {failed ? <PhotoFailureText item={item} /> : null}
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('photos.moveLeft')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('photos.moveLeftNamed', { name })}
                disabled={index === 0 || failed}
                onClick={() => onMove(index, index - 1)}
              >
                <IconArrowLeft size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('photos.moveRight')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('photos.moveRightNamed', { name })}
                disabled={index >= count - 1 || failed}
                onClick={() => onMove(index, index + 1)}
              >
                <IconArrowRight size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap={4} wrap="nowrap">
            {failed && item.failure !== 'type' && item.failure !== 'size' ? (
              <Tooltip label={t('photos.retry')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('photos.retryNamed', { name })}
                  onClick={() => onRetry(item.key)}
                >
                  <IconRefresh size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <Tooltip label={t('photos.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('photos.removeNamed', { name })}
                disabled={uploading}
                onClick={() => onRemove(item.key)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {index > 0 && !failed ? (
          <Button size="compact-xs" variant="light" onClick={() => onCover(item.key)}>
            {t('photos.makeCover')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
