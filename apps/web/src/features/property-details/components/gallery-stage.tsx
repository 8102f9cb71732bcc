import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { PropertyImage } from '@nivaas/shared';
import { imageSrcSet } from '../../../components/property/image-sources';
import { applyStep } from '../lib/gallery-nav';
import { useGalleryControls } from './use-gallery-controls';
import classes from './property-gallery.module.css';

interface GalleryStageProps {
  images: PropertyImage[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onOpenFull: () => void;
}

/** The large photo with its arrows, counter and full-size button. */
export function GalleryStage({ images, index, title, onIndex, onOpenFull }: GalleryStageProps) {
  const { t } = useTranslation('propertyDetails');
  const count = images.length;
  const image = images[index]!;
  const { handlers, wasSwipe } = useGalleryControls(index, count, onIndex);
  const counter = t('gallery.counter', { current: index + 1, total: count });

  return (
    <div
      className={classes.stage}
      role="region"
      aria-roledescription={t('gallery.roledescription')}
      aria-label={t('gallery.label', { title })}
      tabIndex={0}
      {...handlers}
    >
      <img
        key={image.id}
        className={classes.photo}
        src={image.cardUrl}
        srcSet={imageSrcSet(image)}
        sizes="(min-width: 75em) 760px, (min-width: 62em) 60vw, 100vw"
        width={image.width}
        height={image.height}
        alt={t('gallery.alt', { title, current: index + 1, total: count })}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        draggable={false}
        onClick={() => {
          if (!wasSwipe()) onOpenFull();
        }}
      />
      {count > 1 && (
        <>
          <ActionIcon
            className={`${classes.nav} ${classes.prev}`}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={t('gallery.previous')}
            onClick={() => onIndex(applyStep(index, count, 'prev'))}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={`${classes.nav} ${classes.next}`}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={t('gallery.next')}
            onClick={() => onIndex(applyStep(index, count, 'next'))}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </>
      )}
      <ActionIcon
        className={classes.zoom}
        variant="white"
        radius="xl"
        size="lg"
        aria-label={t('gallery.fullSize')}
        onClick={onOpenFull}
      >
        <IconMaximize size={18} aria-hidden />
      </ActionIcon>
      <span className={classes.counter} aria-live="polite">
        {counter}
      </span>
    </div>
  );
}
