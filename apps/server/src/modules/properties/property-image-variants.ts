/** Listing photos and service photos are made the same way (lib/image-variants.ts). */
export {
  makeImageVariants,
  type ImageVariants,
  type HashedImageVariants,
} from '../../lib/image-variants';
