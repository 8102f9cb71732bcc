import { VERIFICATION_MESSAGES as M } from '../schemas/verifications';
import type { ReasonList } from './reason-list';

/** Verified owners and providers (decision 058). */
export const VERIFICATION_REASONS = {
  'verification.not-found': { code: 'not-found', message: M.notFound },
  'verification.in-review': { code: 'conflict', message: M.inReview },
  'verification.decided': { code: 'conflict', message: M.decided },
  'verification.document-too-large': { code: 'payload-too-large', message: M.documentSize },
  'verification.document-required': { code: 'invalid-argument', message: M.documentRequired },
} as const satisfies ReasonList<'verification'>;
