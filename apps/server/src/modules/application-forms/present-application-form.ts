import {
  DEFAULT_APPLICATION_FORM,
  applicationFormSchema,
  type ApplicationForm,
  type ApplicationFormResult,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { ApplicationFormRow } from './application-forms.repository';

/** A stored form, read back through the same schema it was saved with. */
export function toApplicationForm(row: ApplicationFormRow | undefined): ApplicationForm {
  if (!row) return DEFAULT_APPLICATION_FORM;
  try {
    return applicationFormSchema.parse({
      templateName: row.templateName,
      fields: JSON.parse(row.fields) as unknown,
    });
  } catch {
    // Only our own writes reach this table; a form that no longer reads is a defect to see.
    throw new AppError('application.process-failed');
  }
}

export const toApplicationFormResult = (
  propertyId: string,
  row: ApplicationFormRow | undefined,
): ApplicationFormResult => ({
  propertyId,
  form: toApplicationForm(row),
  chosen: row !== undefined,
  updatedAt: row?.updatedAt ?? null,
});
