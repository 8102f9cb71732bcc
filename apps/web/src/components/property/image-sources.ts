import { PROPERTY_IMAGE_WIDTHS, type PropertyImage } from '@nivaas/shared';

/** srcset of the three stored variants; none is wider than the photo it was made from. */
export function imageSrcSet(image: PropertyImage): string {
  const w = (max: number) => Math.min(max, image.width || max);
  return [
    `${image.thumbnailUrl} ${w(PROPERTY_IMAGE_WIDTHS.thumbnail)}w`,
    `${image.cardUrl} ${w(PROPERTY_IMAGE_WIDTHS.card)}w`,
    `${image.url} ${w(PROPERTY_IMAGE_WIDTHS.full)}w`,
  ].join(', ');
}

/** srcset of the two variants a card needs (320 and 800 px wide). */
export function cardSrcSet(image: PropertyImage): string {
  const w = (max: number) => Math.min(max, image.width || max);
  return [
    `${image.thumbnailUrl} ${w(PROPERTY_IMAGE_WIDTHS.thumbnail)}w`,
    `${image.cardUrl} ${w(PROPERTY_IMAGE_WIDTHS.card)}w`,
  ].join(', ');
}
