import type { ApplicationFormField } from '@nivaas/shared';
import { formatDate, formatNumber } from '../../lib/format';
import { isDateField, optionLabel, type FieldText } from './field-text';

/**
 * An answer as a reader sees it: a dropdown choice in their language, a number with Indian
 * digit grouping, a date as dd Mon yyyy; '' for no answer.
 */
export function answerText(
  field: Pick<ApplicationFormField, 'type' | 'name'>,
  value: string | number | undefined,
  t: FieldText,
  locale?: string,
): string {
  if (value === undefined || value === '') return '';
  if (field.type === 'number' && typeof value === 'number')
    return formatNumber(value, { locale, maxDigits: 2 });
  if (field.type === 'dropdown') return optionLabel(String(value), t);
  if (isDateField(field) && /^\d{4}-\d{2}-\d{2}$/.test(String(value)))
    return formatDate(String(value), 'medium', locale) || String(value);
  return String(value);
}
