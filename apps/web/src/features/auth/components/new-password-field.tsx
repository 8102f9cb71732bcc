import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from './password-field';
import { PasswordStrengthHint } from './password-strength-hint';

/**
 * A password being chosen: the field, marked for password managers, with its strength hint.
 * `ownWords`: the person's name and address, which make a password easy to guess.
 */
export function NewPasswordField({
  ownWords = [],
  ...props
}: PasswordInputProps & { ownWords?: string[] }) {
  // The strength estimator is fetched and built when the person reaches the field, not with
  // the page (decision 070).
  const [wanted, setWanted] = useState(false);
  const { onFocus } = props;
  return (
    <Stack gap={6}>
      <PasswordField
        autoComplete="new-password"
        required
        {...props}
        onFocus={(event) => {
          setWanted(true);
          onFocus?.(event);
        }}
      />
      <PasswordStrengthHint
        password={typeof props.value === 'string' ? props.value : ''}
        ownWords={ownWords}
        wanted={wanted}
      />
    </Stack>
  );
}
