import {
  answersSchemaFor,
  issuesToFields,
  type Application,
  type AnswersInput,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { formOfListing } from '../application-forms';
import { mergeIntoTenantProfile } from '../tenant-profiles';
import { findApplication } from './applications.repository';
import { presentApplication } from './present-application';
import { assertMayStart, storeApplication } from './start-application';

/**
 * A form-based application: the answers are checked here against that listing's form (required
 * fields, numbers, dropdown options; 400 with `answers.<field>`), whatever the browser checked.
 * Status starts submitted. With `updateProfile` the answers are kept in the seeker's profile too.
 */
export async function submitApplication(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  input: { answers: AnswersInput; updateProfile: boolean },
): Promise<Application> {
  const listing = await assertMayStart(deps.db, caller, propertyId);
  const form = await formOfListing(deps.db, propertyId);
  const parsed = answersSchemaFor(form).safeParse(input.answers);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(issuesToFields(parsed.error)).map(([k, v]) => [`answers.${k}`, v]),
    );
    throw new AppError('invalid-argument', undefined, fields);
  }
  const answers = parsed.data;
  const id = newId();
  const at = deps.clock.now().toISOString();
  await storeApplication(
    deps,
    listing,
    {
      id,
      kind: 'form',
      propertyId,
      tenantId: caller.userId,
      ownerId: listing.ownerId,
      status: 'submitted',
      fields: JSON.stringify(form.fields),
      answers: JSON.stringify(answers),
      message: '',
      rejectionReason: null,
      submittedAt: at,
      reviewedAt: null,
      updatedAt: at,
    },
    [],
    input.updateProfile
      ? (trx) => mergeIntoTenantProfile(trx, caller.userId, answers, at)
      : undefined,
  );
  return presentApplication(deps, (await findApplication(deps.db, id))!);
}
