import {
  APPLICATION_FORM_TEMPLATE_FORMS,
  type ApplicationForm,
  type ApplicationFormResult,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { canChangeProperty, findListing } from '../properties/index';
import { findForm, upsertForm } from './application-forms.repository';
import { toApplicationFormResult } from './present-application-form';

/** 404 for a listing that does not exist, 403 for one that is not the caller's. */
export async function assertFormEditor(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  propertyId: string,
): Promise<{ ownerId: string }> {
  const listing = await findListing(deps, propertyId);
  // The listing's owner chooses its form; admins may, to moderate (recorded in the audit log).
  if (!canChangeProperty(caller, listing.ownerId)) throw new AppError('property.not-owner');
  return listing;
}

/**
 * Chooses the listing's form. A template name stores that template exactly as the spec gives
 * it, whatever fields came with it (editing a template makes a 'custom' form); a custom form is
 * stored as sent, already checked by applicationFormSchema (religion never required).
 */
export async function saveApplicationForm(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  input: ApplicationForm,
): Promise<ApplicationFormResult> {
  const { ownerId } = await assertFormEditor(deps, caller, propertyId);
  const form =
    input.templateName === 'custom' ? input : APPLICATION_FORM_TEMPLATE_FORMS[input.templateName];
  const at = deps.clock.now().toISOString();
  return inTransaction(deps, async (trx, emit) => {
    await upsertForm(trx, {
      propertyId,
      templateName: form.templateName,
      fields: JSON.stringify(form.fields),
      createdAt: at,
      updatedAt: at,
    });
    await recordModeration(trx, caller, ownerId, {
      action: 'application-form.save',
      targetType: 'property',
      targetId: propertyId,
      details: { templateName: form.templateName },
    });
    emit('application-form.saved', { propertyId, ownerId });
    return toApplicationFormResult(propertyId, await findForm(trx, propertyId));
  });
}
