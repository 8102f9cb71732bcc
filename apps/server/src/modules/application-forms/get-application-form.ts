import type { ApplicationFormResult } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { canReadForm } from './application-forms.policy';
import { findForm, listingOf } from './application-forms.repository';
import { toApplicationFormResult } from './present-application-form';

/** The listing's form as an applicant will see it; Basic when the owner has not chosen one. */
export async function getApplicationForm(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<ApplicationFormResult> {
  const listing = await listingOf(deps.db, propertyId);
  // A listing the caller may not see reads as missing, as on its page.
  if (!listing || !canReadForm(caller, listing)) throw new AppError('property.not-found');
  return toApplicationFormResult(propertyId, await findForm(deps.db, propertyId));
}
