import type { ReactNode } from 'react';
import { NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { isProtectedFieldName, type ApplicationFormField } from '@nivaas/shared';
import { formatDate, intlLocale } from '../../lib/format';
import { isDateField, useFieldText } from './field-text';

export type AnswerValue = string | number;

/** What a Mantine form's getInputProps(name) hands an input. */
export interface AnswerInputProps {
  value?: AnswerValue | null;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
}

export interface AnswerFieldProps {
  field: ApplicationFormField;
  inputProps: AnswerInputProps;
  /** Every field optional whatever the form says (the tenant profile keeps answers, not rules). */
  allOptional?: boolean;
  disabled?: boolean;
}

/**
 * One question of an application form as the applicant sees it: text, number, dropdown or a
 * longer answer. A protected question (religion) is never required and says it may be left blank.
 */
export function AnswerField({ field, inputProps, allOptional, disabled }: AnswerFieldProps) {
  const text = useFieldText();
  const { i18n } = useTranslation();
  const isProtected = isProtectedFieldName(field.name);
  const required = field.required && !isProtected && !allOptional;
  const { value, onChange, onBlur, onFocus, error } = inputProps;
  const common = {
    label: text.label(field),
    description: isProtected ? text.t('protectedHint') : undefined,
    withAsterisk: required,
    'aria-required': required || undefined,
    error,
    onBlur,
    onFocus,
    disabled,
    name: field.name,
  };
  const placeholder = field.placeholder || undefined;
  const str = value === null || value === undefined ? '' : String(value);
  switch (field.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          placeholder={placeholder}
          value={value ?? ''}
          onChange={(v) => onChange?.(v)}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          allowNegative={false}
          hideControls
          inputMode="numeric"
        />
      );
    case 'dropdown':
      return (
        <NativeSelect
          {...common}
          value={str}
          onChange={(e) => onChange?.(e.currentTarget.value)}
          data={[
            { value: '', label: field.placeholder || text.t('choose') },
            ...field.options.map((o) => ({ value: o, label: text.option(o) })),
          ]}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={placeholder}
          value={str}
          onChange={(e) => onChange?.(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={8}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          // A browser shows a date box in its own locale's order: the date in words settles it.
          description={
            common.description ??
            (isDateField(field) && /^\d{4}-\d{2}-\d{2}$/.test(str)
              ? formatDate(str, 'medium', intlLocale(i18n.language))
              : undefined)
          }
          placeholder={placeholder}
          type={isDateField(field) ? 'date' : 'text'}
          value={str}
          onChange={(e) => onChange?.(e.currentTarget.value)}
        />
      );
  }
}
