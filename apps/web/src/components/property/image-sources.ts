import { propertyImageSrcSet } from '@nivaas/shared';

/** srcset of the three stored variants (one definition with the server's preload links). */
export const imageSrcSet = propertyImageSrcSet;
