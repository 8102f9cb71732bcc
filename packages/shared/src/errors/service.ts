import { SERVICE_MESSAGES as M } from '../schemas/services';
import { PROPERTY_IMAGE_VALIDATION } from '../schemas/property-images';
import type { ReasonList } from './reason-list';

/** Services and provider pages (spec section 8, Services). */
export const SERVICE_REASONS = {
  'service.not-found': { code: 'not-found', message: M.notFound },
  'service.provider-only': { code: 'permission-denied', message: M.providerOnly },
  'service.not-provider': { code: 'permission-denied', message: M.notProvider },
  'service.provider-not-found': { code: 'not-found', message: M.providerNotFound },
  'service.image-not-found': { code: 'not-found', message: M.imageNotFound },
  'service.photo-too-large': {
    code: 'payload-too-large',
    message: PROPERTY_IMAGE_VALIDATION.tooLarge,
  },
  'service.add-failed': { code: 'unknown', message: M.addFailed },
  'service.update-failed': { code: 'unknown', message: M.updateFailed },
  'service.delete-failed': { code: 'unknown', message: M.deleteFailed },
  'service.get-failed': { code: 'unknown', message: M.getFailed },
  'service.load-failed': { code: 'unknown', message: M.loadFailed },
} as const satisfies ReasonList<'service'>;
