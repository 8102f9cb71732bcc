import { Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { PROPERTY_PHOTO_SIZES, type PropertyImage } from '@nivaas/shared';
import { imageSrcSet } from '../../../components/property/image-sources';
import classes from './listing-preview.module.css';

/**
 * The photos side by side, swiped on a phone. The first is the page's largest element: it
 * loads at once and first; the others when scrolled to.
 */
export function PreviewPhotos({ images, title }: { images: PropertyImage[]; title: string }) {
  const { t } = useTranslation('preview');
  if (images.length === 0) {
    return (
      <div className={classes.empty}>
        <IconPhotoOff size={28} aria-hidden />
        <Text>{t('noPhotos')}</Text>
      </div>
    );
  }
  return (
    <div className={classes.strip} role="region" aria-label={t('photos', { title })} tabIndex={0}>
      {images.map((image, i) => (
        <img
          key={image.id}
          className={classes.photo}
          src={image.cardUrl}
          srcSet={imageSrcSet(image)}
          sizes={PROPERTY_PHOTO_SIZES.preview}
          width={image.width}
          height={image.height}
          alt={t('photoAlt', { title, current: i + 1, total: images.length })}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      ))}
    </div>
  );
}
