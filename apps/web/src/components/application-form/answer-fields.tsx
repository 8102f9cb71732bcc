import { Stack } from '@mantine/core';
import type { ApplicationFormField } from '@nivaas/shared';
import { AnswerField, type AnswerInputProps } from './answer-field';

/** Every question of a form, in the owner's order. `inputProps(name)` wires each to a form. */
export function AnswerFields({
  fields,
  inputProps,
  allOptional,
  disabled,
}: {
  fields: readonly ApplicationFormField[];
  inputProps: (name: string) => AnswerInputProps;
  allOptional?: boolean;
  disabled?: boolean;
}) {
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <AnswerField
          key={field.id}
          field={field}
          inputProps={inputProps(field.name)}
          allOptional={allOptional}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
