import { useTranslation } from '../../lib/use-translation';
import type { Translate } from '../../lib/translate';
import {
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  type ApplicationFormField,
} from '@nivaas/shared';

const TEMPLATE_FIELDS = [...BASIC_APPLICATION_FORM.fields, ...LIFESTYLE_APPLICATION_FORM.fields];

/** The templates' own English label of each field name (occupation → "Occupation"). */
const TEMPLATE_LABELS = new Map(TEMPLATE_FIELDS.map((f) => [f.name, f.label ?? '']));

/** Every option the templates offer; only these have a translation (an owner's own stay as written). */
export const TEMPLATE_OPTIONS: ReadonlySet<string> = new Set(
  TEMPLATE_FIELDS.flatMap((f) => f.options),
);

/** "moveInDate" → "Move in date", "monthly_budget" → "Monthly budget": a name read as words. */
export function humanizeFieldName(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a field is shown as a date picker: a text field whose name ends in "date". */
export const isDateField = (field: Pick<ApplicationFormField, 'type' | 'name'>): boolean =>
  field.type === 'text' && /date$/i.test(field.name);

export type FieldText = Translate<'applicationForms'>;

/**
 * How a field reads to the applicant, in their language. A template's field (its name and the
 * template's own label) reads in the translation; an owner's own label reads as they wrote it;
 * a field without a label reads as its name in words.
 */
export function fieldLabel(field: ApplicationFormField, t: FieldText): string {
  const templateLabel = TEMPLATE_LABELS.get(field.name);
  const own = field.label?.trim() ?? '';
  if (templateLabel !== undefined && (own === '' || own === templateLabel))
    return t(`fieldLabels.${field.name}`, {
      defaultValue: templateLabel || humanizeFieldName(field.name),
    });
  return own || humanizeFieldName(field.name);
}

/** A dropdown option in the reader's language (the value sent stays the option itself). */
export function optionLabel(option: string, t: FieldText): string {
  if (!TEMPLATE_OPTIONS.has(option)) return option;
  return t(`optionLabels.${option}`, { defaultValue: option });
}

/** The field and option texts with the `applicationForms` namespace's translations. */
export function useFieldText() {
  const { t } = useTranslation('applicationForms');
  return {
    t,
    label: (field: ApplicationFormField) => fieldLabel(field, t),
    option: (option: string) => optionLabel(option, t),
  };
}
