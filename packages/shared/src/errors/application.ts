import { APPLICATION_FORM_MESSAGES } from '../schemas/application-forms';
import { APPLICATION_MESSAGES } from '../schemas/applications';
import { TENANT_PROFILE_MESSAGES } from '../schemas/tenant-profiles';
import type { ReasonList } from './reason-list';

const A = APPLICATION_MESSAGES;

/**
 * Applications, their forms and the seeker's tenant profile (spec section 8, Applications). The
 * "Failed to …" texts name a failure the web reports in its own words when a call fails; they are
 * reasons too so the web maps every one of them in one place.
 */
export const APPLICATION_REASONS = {
  'application.sign-in-to-submit': { code: 'unauthenticated', message: A.signInSubmit },
  'application.sign-in-to-view': { code: 'unauthenticated', message: A.signInView },
  'application.view-denied': { code: 'permission-denied', message: A.viewDenied },
  'application.not-found': { code: 'not-found', message: A.notFound },
  'application.tenants-only': { code: 'permission-denied', message: A.tenantsOnly },
  'application.own-listing': { code: 'permission-denied', message: A.ownListing },
  'application.not-open': { code: 'conflict', message: A.notOpen },
  'application.already-applied': { code: 'conflict', message: A.alreadyApplied },
  'application.already-decided': { code: 'conflict', message: A.alreadyDecided },
  'application.withdraw-only-open': { code: 'conflict', message: A.withdrawOnlyOpen },
  'application.document-type': { code: 'unsupported-media-type', message: A.documentType },
  'application.document-too-large': { code: 'payload-too-large', message: A.documentSize },
  'application.process-failed': { code: 'internal', message: A.process },
  'application.load-failed': { code: 'unknown', message: A.loadPrefix },
  'application.submit-failed': { code: 'unknown', message: A.submit },
  'application.status-update-failed': { code: 'unknown', message: A.updateStatus },
  'application.delete-failed': { code: 'unknown', message: A.delete },
  'application.property-load-failed': { code: 'unknown', message: A.loadProperty },
  'application.own-load-failed': { code: 'unknown', message: A.loadOwn },
  'application-form.load-failed': { code: 'unknown', message: APPLICATION_FORM_MESSAGES.load },
  'application-form.save-failed': { code: 'unknown', message: APPLICATION_FORM_MESSAGES.save },
  'tenant-profile.sign-in-required': {
    code: 'unauthenticated',
    message: TENANT_PROFILE_MESSAGES.signIn,
  },
  'tenant-profile.tenants-only': {
    code: 'permission-denied',
    message: TENANT_PROFILE_MESSAGES.tenantsOnly,
  },
  'tenant-profile.save-failed': { code: 'unknown', message: TENANT_PROFILE_MESSAGES.save },
  'tenant-profile.load-failed': { code: 'unknown', message: TENANT_PROFILE_MESSAGES.load },
} as const satisfies ReasonList<'application' | 'application-form' | 'tenant-profile'>;
