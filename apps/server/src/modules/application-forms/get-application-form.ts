import type { ApplicationFormResult } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findViewableProperty } from '../properties/index';
import { findForm } from './application-forms.repository';
import { toApplicationFormResult } from './present-application-form';

/**
 * The listing's form as an applicant will see it (Basic when the owner has not chosen one), for
 * anyone signed in who may see the listing; a hidden one reads as missing, as on its page.
 */
export async function getApplicationForm(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<ApplicationFormResult> {
  await findViewableProperty(deps, caller, propertyId);
  return toApplicationFormResult(propertyId, await findForm(deps.db, propertyId));
}
