import { PROPERTY_IMAGE_VALIDATION } from '../schemas/property-images';
import type { ReasonList } from './reason-list';

/** Listings and their photos (spec section 8, Properties). */
export const PROPERTY_REASONS = {
  'property.not-found': { code: 'not-found', message: 'Property not found.' },
  'property.not-owner': {
    code: 'permission-denied',
    message: 'Permission denied. You can only update your own properties.',
  },
  'property.sign-in-required': {
    code: 'unauthenticated',
    message: 'User must be logged in to add properties',
  },
  'property.photo-not-found': { code: 'not-found', message: 'Photo not found.' },
  'property.photo-too-large': {
    code: 'payload-too-large',
    message: PROPERTY_IMAGE_VALIDATION.tooLarge,
  },
} as const satisfies ReasonList<'property'>;
