import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { PROPERTY_IMAGE_LIMITS } from '@nivaas/shared';
import { errorMessage } from '../../../../lib/error-messages';
import { countsTowardsLimit } from '../../lib/photo-queue';
import { useOwnerT } from '../../lib/use-owner-t';
import { PhotoTile } from './photo-tile';
import type { PhotoQueue } from './use-photo-queue';

const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

/**
 * Photos of a listing: pick several at once or drop them on the zone, reorder by dragging or
 * with the buttons, the first is the cover. Each file shows its own progress and error.
 */
export function PhotoManager({ queue }: { queue: PhotoQueue }) {
  const { t } = useOwnerT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const { items } = queue;
  const count = countsTowardsLimit(items);
  const full = count >= PROPERTY_IMAGE_LIMITS.maxPerProperty;
  const { busy } = queue;

  // Leaving mid-upload would drop the photos still on their way: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const onDrop = (e: DragEvent) => {
    setDragging(false);
    if (!hasFiles(e)) return;
    e.preventDefault();
    queue.add([...e.dataTransfer.files]);
  };

  return (
    <Stack gap="sm">
      <Box
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="lg"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'teal-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--nivaas-teal-tint)' : undefined,
          textAlign: 'center',
        }}
      >
        <Stack gap="xs" align="center">
          <IconPhotoPlus size={32} aria-hidden />
          <Text fw={600}>{t('photos.dropHere')}</Text>
          <Text size="sm" c="gray.7" id={hintId}>
            {t('photos.hint', {
              max: PROPERTY_IMAGE_LIMITS.maxPerProperty,
              mb: PROPERTY_IMAGE_LIMITS.maxBytes / (1024 * 1024),
            })}
          </Text>
          <Button
            variant="light"
            onClick={() => inputRef.current?.click()}
            disabled={full}
            aria-describedby={hintId}
          >
            {t('photos.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            hidden
            aria-label={t('photos.choose')}
            onChange={(e) => {
              queue.add([...(e.currentTarget.files ?? [])]);
              e.currentTarget.value = '';
            }}
          />
          <Text size="xs" c="gray.7" aria-live="polite">
            {t('photos.count', { count, max: PROPERTY_IMAGE_LIMITS.maxPerProperty })}
          </Text>
        </Stack>
      </Box>
      {queue.actionError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('photos.dismiss')}
          onClose={queue.clearActionError}
        >
          {errorMessage(t, queue.actionError)}
        </Alert>
      ) : null}
      {items.length > 0 ? (
        <>
          <Text size="sm" c="gray.7">
            {t('photos.orderHint')}
          </Text>
          <SimpleGrid
            component="ol"
            cols={{ base: 2, xs: 3, md: 4 }}
            spacing="sm"
            p={0}
            m={0}
            aria-label={t('photos.listLabel')}
          >
            {items.map((item, index) => (
              <PhotoTile
                key={item.key}
                item={item}
                index={index}
                count={items.length}
                onMove={queue.move}
                onCover={queue.cover}
                onRemove={(key) => void queue.remove(key)}
                onRetry={queue.retry}
              />
            ))}
          </SimpleGrid>
        </>
      ) : null}
      {full ? (
        <Group>
          <Text size="sm" c="gray.7">
            {t('photos.full', { max: PROPERTY_IMAGE_LIMITS.maxPerProperty })}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
