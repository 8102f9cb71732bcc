import { Stack } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from './password-field';
import { PasswordStrengthHint } from './password-strength-hint';

/** A password being chosen: the field, marked for password managers, with its strength hint. */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <Stack gap={6}>
      <PasswordField autoComplete="new-password" required {...props} />
      <PasswordStrengthHint password={typeof props.value === 'string' ? props.value : ''} />
    </Stack>
  );
}
