import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { PropertyImage } from '@nivaas/shared';
import { wrapIndex } from '../lib/gallery-nav';
import { GalleryFullView } from './gallery-full-view';
import { GalleryStage } from './gallery-stage';
import classes from './property-gallery.module.css';

interface PropertyGalleryProps {
  images: PropertyImage[];
  title: string;
}

/** The listing's photos: a large one, thumbnails to jump, and a full-size view. */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const { t } = useTranslation('propertyDetails');
  const [rawIndex, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  // Photos can be removed while the page is open (live updates): never point past the end.
  const index = wrapIndex(rawIndex, images.length);

  if (images.length === 0) {
    return (
      <div className={classes.stage}>
        <div className={classes.empty}>
          <IconPhotoOff size={36} aria-hidden />
          <Text>{t('gallery.none')}</Text>
        </div>
      </div>
    );
  }

  return (
    <Stack gap="xs">
      <GalleryStage
        images={images}
        index={index}
        title={title}
        onIndex={setIndex}
        onOpenFull={() => setFull(true)}
      />
      {images.length > 1 && (
        <div className={classes.thumbs} role="group" aria-label={t('gallery.thumbnails')}>
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              className={classes.thumb}
              aria-current={i === index}
              aria-label={t('gallery.show', { current: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
            >
              <img
                src={image.thumbnailUrl}
                alt=""
                loading="lazy"
                width={88}
                height={64}
                draggable={false}
              />
            </button>
          ))}
        </div>
      )}
      <GalleryFullView
        opened={full}
        onClose={() => setFull(false)}
        images={images}
        index={index}
        title={title}
        onIndex={setIndex}
      />
    </Stack>
  );
}
