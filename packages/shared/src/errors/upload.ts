import { PHOTO_MAX_INPUT_PIXELS } from '../constants';
import type { ReasonList } from './reason-list';

/** The upload pipeline every photo goes through (listing photos and avatars alike). */
export const UPLOAD_REASONS = {
  'upload.not-multipart': {
    code: 'unsupported-media-type',
    message: 'Send the photo as multipart/form-data.',
  },
  'upload.image-type': {
    code: 'unsupported-media-type',
    message: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  },
  'upload.image-too-large': {
    code: 'payload-too-large',
    message: `The photo is too large: at most ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  },
} as const satisfies ReasonList<'upload'>;
