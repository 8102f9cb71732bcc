import { useEffect } from 'react';
import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { PropertyImage } from '@nivaas/shared';
import { applyStep, keyStep } from '../lib/gallery-nav';
import { useGalleryControls } from './use-gallery-controls';
import classes from './property-gallery.module.css';

interface GalleryFullViewProps {
  opened: boolean;
  onClose: () => void;
  images: PropertyImage[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
}

/** Full-size photos in a dialog; arrows and swipes work here too, Escape closes. */
export function GalleryFullView({
  opened,
  onClose,
  images,
  index,
  title,
  onIndex,
}: GalleryFullViewProps) {
  const { t } = useTranslation('propertyDetails');
  const count = images.length;
  const image = images[index];
  const { handlers } = useGalleryControls(index, count, onIndex);
  const counter = t('gallery.counter', { current: index + 1, total: count });
  // Focus sits on the dialog's buttons, so arrows are heard on the window while it is open.
  useEffect(() => {
    if (!opened || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      const step = keyStep(e.key);
      if (!step) return;
      e.preventDefault();
      onIndex(applyStep(index, count, step));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, index, count, onIndex]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="100%"
      fullScreen
      title={title}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
    >
      {image && (
        <div
          onPointerDown={handlers.onPointerDown}
          onPointerUp={handlers.onPointerUp}
          onPointerCancel={handlers.onPointerCancel}
          style={{ touchAction: 'pan-y' }}
        >
          <img
            className={classes.full}
            src={image.url}
            width={image.width}
            height={image.height}
            alt={t('gallery.alt', { title, current: index + 1, total: count })}
            draggable={false}
          />
          <Group justify="center" gap="md" mt="sm">
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('gallery.previous')}
              disabled={count < 2}
              onClick={() => onIndex(applyStep(index, count, 'prev'))}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
            <Text aria-live="polite">{counter}</Text>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('gallery.next')}
              disabled={count < 2}
              onClick={() => onIndex(applyStep(index, count, 'next'))}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </div>
      )}
    </Modal>
  );
}
