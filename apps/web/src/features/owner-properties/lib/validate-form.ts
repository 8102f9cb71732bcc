import { issuesToFields, propertyInputSchema } from '@nivaas/shared';
import { crossFieldErrors, toFormErrors } from './form-errors';
import { toPropertyInput, type PropertyFormValues } from './form-values';

/**
 * The form's errors by field, checked with the very schema the server uses, in the reader's
 * language (`translate` turns the schema's English text into it).
 */
export function validatePropertyForm(
  values: PropertyFormValues,
  translate: (english: string) => string = (m) => m,
): Record<string, string> {
  const checked = propertyInputSchema.safeParse(toPropertyInput(values));
  const errors = toFormErrors({
    ...crossFieldErrors(values),
    ...(checked.success ? {} : issuesToFields(checked.error)),
  });
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, translate(m)]));
}
